/* The auth feature's public surface; the router lazy-loads it. */
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupCodePage } from './SignupCodePage';
