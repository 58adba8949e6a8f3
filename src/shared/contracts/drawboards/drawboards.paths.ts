/** API paths of the drawboards (src/server/modules/drawboards), shared by server tests and the client. */
const lessonPath = (lessonId: string) => `/users/v1/lessons/${encodeURIComponent(lessonId)}`;
export const drawboardsPath = (lessonId: string) => `${lessonPath(lessonId)}/drawboards`;
export const drawboardPath = (lessonId: string, boardId: string) =>
  `${drawboardsPath(lessonId)}/${encodeURIComponent(boardId)}`;
export const drawboardTicketPath = (lessonId: string, boardId: string) => `${drawboardPath(lessonId, boardId)}/ticket`;
export const drawboardSnapshotPath = (lessonId: string, boardId: string) =>
  `${drawboardPath(lessonId, boardId)}/snapshot`;
/** The board's sync socket (tldraw's protocol), opened with a ticket. */
export const drawboardSocketPath = (boardId: string) =>
  `/users/v1/open/users/drawboards/${encodeURIComponent(boardId)}/socket`;
