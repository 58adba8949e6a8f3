export * from './live-frames.schema';
export * from './live-pushes.schema';
