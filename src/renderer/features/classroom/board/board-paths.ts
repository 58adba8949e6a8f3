/** The board page of a lesson (the path is ours). */
export const BOARD_PAGE_PATH = '/lessons/:id/boards/:boardId';
export const boardPagePath = (lessonId: string, boardId: string) =>
  `/lessons/${encodeURIComponent(lessonId)}/boards/${encodeURIComponent(boardId)}`;
