export * from './recordings.paths';
export * from './recordings.schema';
export * from './recording-limits';
