export * from './drawboards.paths';
export * from './drawboards.schema';
