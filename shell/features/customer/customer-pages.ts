/* The customer pages a mailed link opens, in one lazily loaded chunk: a new password, the e-mail confirmation and a login link. */
export { NewPasswordPage } from './new-password-page';
export { ConfirmEmailPage } from './confirm-email-page';
export { LoginLinkPage } from './login-link-page';
