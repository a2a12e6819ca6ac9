import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../payments/payment-methods';
import { ORDER_STATUSES, type OrderStatus, productionHold, releasedForProduction } from './order-status';
import { methodsReleasedOnOrder, paymentHold } from './production-release';

/**
 * For every method and status: released for production (and the queue lists it), and what it waits for.
 * The money decides, not the status's name (status paid without money cannot happen: markPaid records both).
 */
type Expected = Record<OrderStatus, [boolean, string | null]>;
/** Released from its receipt until it ships, waiting for nothing. */
const UNTIL_SHIPPED: Expected = { received: [true, null], paid: [true, null], in_production: [true, null], shipped: [false, null], cancelled: [false, null] };
/** Unpaid: held for the money until staff start production themselves. */
const heldFor = (hold: string): Expected => ({ ...UNTIL_SHIPPED, received: [false, hold], paid: [false, hold] });

const EXPECTED: Record<(typeof PAYMENT_METHODS)[number], Record<'unpaid' | 'paid', Expected>> = {
  invoice: { unpaid: UNTIL_SHIPPED, paid: UNTIL_SHIPPED },
  prepayment: { unpaid: heldFor('bankTransfer'), paid: UNTIL_SHIPPED },
  twint: { unpaid: heldFor('onlinePayment'), paid: UNTIL_SHIPPED },
  card: { unpaid: heldFor('onlinePayment'), paid: UNTIL_SHIPPED },
};

describe('production release by payment method', () => {
  for (const paymentMethod of PAYMENT_METHODS) {
    for (const paid of [false, true]) {
      for (const status of ORDER_STATUSES) {
        const [released, hold] = EXPECTED[paymentMethod][paid ? 'paid' : 'unpaid'][status];
        it(`${paymentMethod}, ${paid ? 'paid' : 'unpaid'}, ${status}: ${released ? 'released' : `not released (${hold ?? 'done with'})`}`, () => {
          expect(releasedForProduction({ status, paymentMethod, paid })).toBe(released);
          expect(productionHold({ status, paymentMethod, paid })).toBe(hold);
        });
      }
    }
  }

  it('releases an invoice when placed, everything else when paid', () => {
    expect(methodsReleasedOnOrder()).toEqual(['invoice']);
    expect(paymentHold('invoice', false)).toBeNull();
    expect(paymentHold('prepayment', false)).toBe('bankTransfer');
    expect(paymentHold('card', true)).toBeNull();
  });
});
