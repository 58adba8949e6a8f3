export * from './students.paths';
export * from './students.schema';
