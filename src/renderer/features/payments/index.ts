/* The payments feature's public surface; the router lazy-loads its pages. */
export { BalanceSection } from './BalanceSection';
export { LessonPayButton } from './LessonPayButton';
export { PaymentResultPage } from './PaymentResultPage';
