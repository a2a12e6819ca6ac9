import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../payments/payment-methods';
import { ORDER_STATUSES, type OrderStatus, productionHold, releasedForProduction } from './order-status';
import { methodsReleasedOnOrder, paymentHold } from './production-release';

/**
 * For every method and status: released for production (and the queue lists it), and what it waits for.
 * The money decides, not the status's name (status paid without money cannot happen: markPaid records both).
 */
const EXPECTED: Record<(typeof PAYMENT_METHODS)[number], Record<'unpaid' | 'paid', Record<OrderStatus, [boolean, string | null]>>> = {
  invoice: {
    unpaid: { received: [true, null], paid: [true, null], in_production: [true, null], shipped: [false, null], cancelled: [false, null] },
    paid: { received: [true, null], paid: [true, null], in_production: [true, null], shipped: [false, null], cancelled: [false, null] },
  },
  prepayment: {
    unpaid: { received: [false, 'bankTransfer'], paid: [false, 'bankTransfer'], in_production: [true, null], shipped: [false, null], cancelled: [false, null] },
    paid: { received: [true, null], paid: [true, null], in_production: [true, null], shipped: [false, null], cancelled: [false, null] },
  },
  twint: {
    unpaid: {
      received: [false, 'onlinePayment'],
      paid: [false, 'onlinePayment'],
      in_production: [true, null],
      shipped: [false, null],
      cancelled: [false, null],
    },
    paid: { received: [true, null], paid: [true, null], in_production: [true, null], shipped: [false, null], cancelled: [false, null] },
  },
  card: {
    unpaid: {
      received: [false, 'onlinePayment'],
      paid: [false, 'onlinePayment'],
      in_production: [true, null],
      shipped: [false, null],
      cancelled: [false, null],
    },
    paid: { received: [true, null], paid: [true, null], in_production: [true, null], shipped: [false, null], cancelled: [false, null] },
  },
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
