export * from './notifications.schema';
