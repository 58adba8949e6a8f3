/* The classroom board's public surface: the room mounts LessonBoard; the lesson
 * page mounts DrawboardsTab. The router lazy-loads BoardPage from its own file, so the lesson
 * page's tab does not bring the board page along. tldraw loads with the board only. */
export { LessonBoard, type LessonBoardProps } from './lazy-board';
export { DrawboardsTab } from './DrawboardsTab';
export { RoomBoard } from './RoomBoard';
export { boardPagePath, BOARD_PAGE_PATH } from './board-paths';
