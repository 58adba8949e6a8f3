export { AdminBalancesPage } from './AdminBalancesPage';
