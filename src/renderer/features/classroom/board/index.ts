/* The classroom board's public surface: the room mounts LessonBoard; the lesson
 * page mounts DrawboardsTab; the router lazy-loads BoardPage. tldraw loads with the board only. */
export { LessonBoard, type LessonBoardProps } from './lazy-board';
export { DrawboardsTab } from './DrawboardsTab';
export { RoomBoard } from './RoomBoard';
export { BoardPage } from './BoardPage';
export { boardPagePath, BOARD_PAGE_PATH } from './board-paths';
