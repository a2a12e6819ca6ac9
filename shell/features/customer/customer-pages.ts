/* The customer pages a mailed link opens, in one lazily loaded chunk: a new password and the e-mail confirmation. */
export { NewPasswordPage } from './new-password-page';
export { ConfirmEmailPage } from './confirm-email-page';
