/** API paths of lesson recordings (src/server/modules/recordings), shared by server tests and the client. */
export const recordingsPath = (lessonId: string) => `/users/v1/lessons/${encodeURIComponent(lessonId)}/recordings`;
export const recordingPath = (lessonId: string, recordingId: string) =>
  `${recordingsPath(lessonId)}/${encodeURIComponent(recordingId)}`;
export const recordingChunkPath = (lessonId: string, recordingId: string, index: number) =>
  `${recordingPath(lessonId, recordingId)}/chunks/${index}`;
export const recordingActionPath = (lessonId: string, recordingId: string, action: 'pause' | 'resume' | 'stop') =>
  `${recordingPath(lessonId, recordingId)}/${action}`;
export const recordingMediaUrlPath = (lessonId: string, recordingId: string) =>
  `${recordingPath(lessonId, recordingId)}/media-url`;
export const recordingMediaPath = (recordingId: string) =>
  `/users/v1/open/users/recordings/${encodeURIComponent(recordingId)}/media`;
/** The signed-in user's recordings storage: what is used of their quota. */
export const RECORDING_USAGE_PATH = '/users/v1/recordings/usage';
