/* The classroom feature's public surface; the router lazy-loads it with its route (HOUSE-STYLE 7). */
export { MeetingPage } from './MeetingPage';
// The lesson page's tabs: the board's and the recordings' own surfaces.
export { DrawboardsTab } from './board';
export { RecordingsTab } from './recording';
