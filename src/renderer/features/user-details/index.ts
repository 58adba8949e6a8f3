export { UserDetailsPage } from './UserDetailsPage';
