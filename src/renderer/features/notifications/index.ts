/* The notifications' public surface: the list screen (routed lazily) and the header's badges. */
export { NotificationsPage } from './NotificationsPage';
export { HeaderIndicators } from './HeaderIndicators';
