export * from './ai.schema';
