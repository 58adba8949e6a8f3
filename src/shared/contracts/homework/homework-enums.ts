/** Homework statuses; a task has the same ones. */
export const HOMEWORK_STATUSES = ['CREATED', 'IN_REVIEW', 'DONE', 'REWORK_REQUIRED'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

/** Task priority: 1 is the most important. */
export const TASK_PRIORITY_MIN = 1;
export const TASK_PRIORITY_MAX = 5;
/** Final mark on the Ukrainian school scale. */
export const FINAL_MARK_MIN = 1;
export const FINAL_MARK_MAX = 12;
export const MAX_HOMEWORK_TASKS = 20;
