import type { Stripe } from 'stripe';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';

interface PayableItem {
  readonly productName: string;
  readonly quantity: number;
  readonly unitRappen: number;
  readonly totalRappen: number;
}

export interface PayableLines {
  readonly number: string;
  readonly items: readonly PayableItem[];
  readonly shippingName: string;
  readonly shippingRappen: number;
  readonly discountRappen: number;
  readonly paidByVouchersRappen: number;
  /** What the page must ask for: the order's total less what gift vouchers paid. */
  readonly amountDueRappen: number;
}

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

/** Stripe shows a product description up to this length. */
const DESCRIPTION_MAX = 500;

const line = (name: string, unitRappen: number, quantity: number, description?: string): LineItem => ({
  quantity,
  price_data: { currency: 'chf', unit_amount: unitRappen, product_data: { name, ...(description ? { description } : {}) } },
});

/**
 * The payment page's lines, in rappen, as the server computed the order: the items and shipping
 * when they add up to the amount due; otherwise (a discount, gift vouchers paying part, a price
 * that is not unit times quantity) one line for the order, its items named in the description,
 * because Stripe's lines cannot be negative. Either way they add up to the amount due exactly.
 */
export function checkoutLines(order: PayableLines, locale: Locale): LineItem[] {
  const intl = serverIntl(locale);
  const itemized = [
    ...order.items.map((item) => line(item.productName, item.unitRappen, item.quantity)),
    ...(order.shippingRappen > 0 ? [line(intl.formatMessage({ id: 'payment.line.shipping' }, { name: order.shippingName }), order.shippingRappen, 1)] : []),
  ];
  const itemizedSum = itemized.reduce((sum, l) => sum + (l.price_data?.unit_amount ?? 0) * (l.quantity ?? 0), 0);
  const exact = order.items.every((item) => item.unitRappen * item.quantity === item.totalRappen);
  if (exact && itemizedSum === order.amountDueRappen) return itemized;
  const chf = (rappen: number) => formatRappen(rappen, locale);
  const description = [
    order.items.map((item) => `${item.quantity} × ${item.productName}`).join(', '),
    ...(order.discountRappen > 0 ? [intl.formatMessage({ id: 'payment.line.discount' }, { amount: chf(order.discountRappen) })] : []),
    ...(order.paidByVouchersRappen > 0 ? [intl.formatMessage({ id: 'payment.line.vouchers' }, { amount: chf(order.paidByVouchersRappen) })] : []),
  ].join('; ');
  const shortened = description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description;
  return [line(intl.formatMessage({ id: 'payment.line.order' }, { number: order.number }), order.amountDueRappen, 1, shortened)];
}
