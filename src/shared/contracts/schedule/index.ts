export * from './schedule-rules';
export * from './schedule.schema';
export * from './my-schedule.schema';
export * from './zoned-week';
