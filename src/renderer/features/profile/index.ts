/* The profile feature's public surface; the router lazy-loads it. */
export { ProfilePage } from './ProfilePage';
