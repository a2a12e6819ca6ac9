import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRappen } from '../../../shared/i18n/format';
import { checkoutLines, type PayableLines } from './checkout-lines';

const order = (over: Partial<PayableLines> = {}): PayableLines => ({
  number: '100042',
  items: [
    { productName: 'Leinwand', quantity: 2, unitRappen: 8790, totalRappen: 17_580 },
    { productName: 'Poster', quantity: 1, unitRappen: 2990, totalRappen: 2990 },
  ],
  shippingName: 'Post Economy',
  shippingRappen: 990,
  discountRappen: 0,
  paidByVouchersRappen: 0,
  amountDueRappen: 17_580 + 2990 + 990,
  ...over,
});

const sum = (lines: ReturnType<typeof checkoutLines>) => lines.reduce((s, l) => s + (l.price_data?.unit_amount ?? 0) * (l.quantity ?? 0), 0);

describe('the payment page’s lines', () => {
  it('name each item and the shipping with their prices in rappen when nothing takes off the total', () => {
    const lines = checkoutLines(order(), 'de');
    expect(lines.map((l) => [l.price_data?.product_data?.name, l.price_data?.unit_amount, l.quantity])).toEqual([
      ['Leinwand', 8790, 2],
      ['Poster', 2990, 1],
      ['Versand: Post Economy', 990, 1],
    ]);
    expect(lines.every((l) => l.price_data?.currency === 'chf')).toBe(true);
  });

  it('are one line of the amount due when a discount or gift vouchers take off part, the items named in its description', () => {
    const [only, ...rest] = checkoutLines(order({ discountRappen: 2000, paidByVouchersRappen: 5000, amountDueRappen: 14_560 }), 'fr');
    expect(rest).toEqual([]);
    expect(only?.price_data?.unit_amount).toBe(14_560);
    expect(only?.price_data?.product_data?.name).toBe('Commande 100042');
    expect(only?.price_data?.product_data?.description).toBe(
      `2 × Leinwand, 1 × Poster; moins rabais ${formatRappen(2000, 'fr')}; moins bons cadeaux ${formatRappen(5000, 'fr')}`,
    );
  });

  it('always add up to the amount due', () => {
    const item = fc.record({
      productName: fc.constantFrom('Leinwand', 'Poster'),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitRappen: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (items, shipping, off) => {
          const withTotals = items.map((i) => ({ ...i, totalRappen: i.unitRappen * i.quantity }));
          const total = withTotals.reduce((s, i) => s + i.totalRappen, 0) + shipping;
          const due = Math.max(50, total - off);
          const lines = checkoutLines(
            order({ items: withTotals, shippingRappen: shipping, discountRappen: total - due > 0 ? total - due : 0, amountDueRappen: due }),
            'en',
          );
          expect(sum(lines)).toBe(due);
        },
      ),
    );
  });
});
