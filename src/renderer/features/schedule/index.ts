/* The schedule feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { MySchedulePage } from './MySchedulePage';
export { ScheduleEditorPage } from './ScheduleEditorPage';
export { useMySchedule } from './schedule.queries';
