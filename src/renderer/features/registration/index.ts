/* The registration feature's public surface; the router lazy-loads it. */
export { RegistrationGuard, RegistrationResolver } from './RegistrationGuard';
export { RegistrationStepPage } from './RegistrationStepPage';
