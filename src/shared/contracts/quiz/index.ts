export * from './quiz-enums.schema';
export * from './answer-group.schema';
export * from './question.schema';
export * from './quiz.schema';
export * from './quiz-answer.schema';
export * from './quiz-result.schema';
export * from './quiz-analysis.schema';
