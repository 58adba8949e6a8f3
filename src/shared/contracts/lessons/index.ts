export * from './lesson-enums';
export * from './lesson.schema';
export * from './lesson-transitions';
export * from './lesson-review.schema';
export * from './lesson.paths';
