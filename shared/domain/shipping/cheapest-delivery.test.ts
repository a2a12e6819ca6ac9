import { describe, expect, it } from 'vitest';
import type { Rappen } from '../units/units';
import { cheapestDelivery } from './cheapest-delivery';
import type { ShippingQuote } from './shipping';

const quote = (id: number, rappen: number, pickup = false): ShippingQuote => ({
  shippingOption_id: id,
  shippingOptionRate_id: id * 10,
  name: `option ${id}`,
  priceRappen: rappen as Rappen,
  price: rappen / 100,
  pickup,
});

describe('cheapestDelivery', () => {
  it('picks the cheapest delivery, never the free pickup', () => {
    expect(cheapestDelivery([quote(1, 1900), quote(2, 0, true), quote(3, 990)])?.shippingOption_id).toBe(3);
  });

  it('keeps the first of equal prices', () => {
    expect(cheapestDelivery([quote(1, 990), quote(2, 990)])?.shippingOption_id).toBe(1);
  });

  it('is null with pickup only or nothing', () => {
    expect(cheapestDelivery([quote(1, 0, true)])).toBeNull();
    expect(cheapestDelivery([])).toBeNull();
  });
});
