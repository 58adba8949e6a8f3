export * from './lesson-enums';
export * from './lesson.schema';
