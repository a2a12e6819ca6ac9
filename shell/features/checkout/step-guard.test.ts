import { describe, expect, it } from 'vitest';
import { guardRedirect, isReachable } from './step-guard';
import type { BasketView } from '../../../shared/api/basket-view';
import { address, basketView } from './test-basket';

type Checkout = Partial<BasketView['checkout']>;

const addressed: Checkout = { billingAddress: address, missing: ['shipping', 'paymentMethod', 'terms'] };
const ready: Checkout = { ...addressed, shippingOptionId: 1, paymentMethod: 'invoice', missing: ['terms'] };

describe('guardRedirect', () => {
  it('always shows the basket and its backups, even empty', () => {
    const empty = basketView({ count: 0, items: [] }, { missing: ['items'] });
    expect(guardRedirect('basket', empty, false)).toBeNull();
    expect(guardRedirect('basketBackup', empty, false)).toBeNull();
  });

  it('sends every later step of an empty basket, or one with an item that cannot be ordered, to the basket', () => {
    const empty = basketView({ count: 0, items: [] }, { missing: ['items'] });
    const broken = basketView({}, { missing: ['itemErrors', 'addresses'] });
    for (const step of ['addresses', 'paymentAndShipping', 'check'] as const) {
      expect(guardRedirect(step, empty, false)).toBe('basket');
      expect(guardRedirect(step, broken, false)).toBe('basket');
    }
  });

  it('sends payment and check to the addresses until they are set', () => {
    const view = basketView();
    expect(guardRedirect('addresses', view, false)).toBeNull();
    expect(guardRedirect('paymentAndShipping', view, false)).toBe('addresses');
    expect(guardRedirect('check', view, false)).toBe('addresses');
  });

  it('sends check to payment and shipping until both are chosen', () => {
    expect(guardRedirect('paymentAndShipping', basketView({}, addressed), false)).toBeNull();
    expect(guardRedirect('check', basketView({}, addressed), false)).toBe('paymentAndShipping');
    expect(guardRedirect('check', basketView({}, { ...addressed, shippingOptionId: 1, missing: ['paymentMethod', 'terms'] }), false)).toBe(
      'paymentAndShipping',
    );
    expect(guardRedirect('check', basketView({}, ready), false)).toBeNull();
  });

  it('shows the confirmation only right after an order', () => {
    const closed = basketView({ count: 0, items: [] }, { missing: ['items'] });
    expect(guardRedirect('confirm', closed, false)).toBe('basket');
    expect(guardRedirect('confirm', closed, true)).toBeNull();
  });
});

describe('isReachable', () => {
  it('links the steps whose earlier data is there, never confirm before an order', () => {
    const view = basketView({}, addressed);
    expect(isReachable('basket', view, false, 'addresses')).toBe(true);
    expect(isReachable('paymentAndShipping', view, false, 'addresses')).toBe(true);
    expect(isReachable('check', view, false, 'addresses')).toBe(false);
    expect(isReachable('confirm', basketView({}, ready), false, 'check')).toBe(false);
  });

  it('links nothing back once the order is placed', () => {
    const view = basketView({ count: 0, items: [] });
    expect(isReachable('basket', view, true, 'confirm')).toBe(false);
    expect(isReachable('confirm', view, true, 'confirm')).toBe(true);
  });
});
