/** API paths of homework (src/server/modules/homework), shared by server tests and the client. */
export const HOMEWORK_PATH = '/users/v1/homework';
export const lessonHomeworkPath = (lessonId: string) => `/users/v1/lessons/${encodeURIComponent(lessonId)}/homework`;
export const homeworkPath = (id: string) => `${HOMEWORK_PATH}/${encodeURIComponent(id)}`;
export const homeworkSubmitPath = (id: string) => `${homeworkPath(id)}/submit`;
export const homeworkReviewPath = (id: string) => `${homeworkPath(id)}/review`;
export const taskResultPath = (id: string, taskId: string) =>
  `${homeworkPath(id)}/tasks/${encodeURIComponent(taskId)}/result`;
export const taskFilesPath = (id: string, taskId: string) =>
  `${homeworkPath(id)}/tasks/${encodeURIComponent(taskId)}/files`;
export const homeworkFilePath = (id: string, fileId: string) =>
  `${homeworkPath(id)}/files/${encodeURIComponent(fileId)}`;
