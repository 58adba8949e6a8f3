export * from './classroom.paths';
export * from './classroom.schema';
