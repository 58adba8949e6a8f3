/* The settings feature's public surface; the router lazy-loads it. */
export { SettingsPage } from './SettingsPage';
