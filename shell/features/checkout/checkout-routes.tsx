/** The checkout chunk's parts, loaded together when /checkout is first opened. */
export { CheckoutLayout } from './checkout-page';
export { CheckoutStepPage } from './checkout-step-page';
