/* The classroom feature's public surface; the router lazy-loads it with its route (HOUSE-STYLE 7). */
export { MeetingPage } from './MeetingPage';
