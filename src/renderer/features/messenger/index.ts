/* The messenger's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { MessengerPage } from './MessengerPage';
