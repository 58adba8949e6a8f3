/* The admin verifications feature's public surface; the router lazy-loads it. */
export { AdminVerificationsPage } from './AdminVerificationsPage';
