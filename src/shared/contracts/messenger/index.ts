export * from './links';
export * from './messenger.paths';
export * from './messenger.schema';
