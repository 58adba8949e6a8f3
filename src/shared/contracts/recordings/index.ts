export * from './recordings.paths';
export * from './recordings.schema';
