export * from './request-bodies.schema';
export * from './request-statuses';
export * from './request.schema';
