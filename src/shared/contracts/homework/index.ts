export * from './homework-enums';
export * from './homework.paths';
export * from './homework.schema';
