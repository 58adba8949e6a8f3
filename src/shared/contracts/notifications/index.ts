export * from './notifications.schema';
export * from './notification-link';
