/* The search feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { SearchPage } from './SearchPage';
