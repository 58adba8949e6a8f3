export * from './reference.schema';
