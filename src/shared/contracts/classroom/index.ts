export * from './classroom.paths';
export * from './classroom.schema';
export * from './meeting-window';
