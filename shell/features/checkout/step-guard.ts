import type { BasketView } from '../../../shared/api/basket-view';
import type { CheckoutStep } from '../../config/paths';

/** The order steps in the order the step indicator shows them (basketBackup is a side page of basket). */
export const flowSteps = ['basket', 'addresses', 'paymentAndShipping', 'check', 'confirm'] as const satisfies readonly CheckoutStep[];
export type FlowStep = (typeof flowSteps)[number];

type Checkout = BasketView['checkout'];

const orderable = (view: BasketView) => view.items.length > 0 && !view.checkout.missing.some((m) => m === 'items' || m === 'itemErrors');
const addressed = (checkout: Checkout) => !checkout.missing.includes('addresses') && checkout.billingAddress !== null;
const chosen = (checkout: Checkout) =>
  !checkout.missing.some((m) => m === 'shipping' || m === 'paymentMethod') && checkout.paymentMethod !== null && checkout.shippingOptionId !== null;

/**
 * The first step whose data is missing for `step`, or null when `step` may be shown: addresses
 * need an orderable basket, payment and shipping need the addresses, check needs both choices, and
 * confirm needs an order just placed (the basket is empty by then).
 */
export function guardRedirect(step: CheckoutStep, view: BasketView, confirmed: boolean): CheckoutStep | null {
  if (step === 'basket' || step === 'basketBackup') return null;
  if (step === 'confirm') return confirmed ? null : 'basket';
  if (!orderable(view)) return 'basket';
  if (step === 'addresses') return null;
  if (!addressed(view.checkout)) return 'addresses';
  if (step === 'paymentAndShipping') return null;
  return chosen(view.checkout) ? null : 'paymentAndShipping';
}

/** Whether the step indicator offers `step` as a link: every earlier step is done; after an order only its confirmation. */
export function isReachable(step: FlowStep, view: BasketView | null, confirmed: boolean, current: CheckoutStep): boolean {
  if (current === 'confirm') return step === 'confirm' && confirmed;
  if (step === 'confirm') return false;
  return view !== null && guardRedirect(step, view, confirmed) === null;
}
