import { count, eq } from 'drizzle-orm';
import { NOTHING_CHOSEN, type BasketView } from '../../../shared/api/basket-view';
import { isValueCode, VAT_RATE_BP } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { basketItems } from '../../db/schema';
import type { PaymentProvider } from '../payment/payment-provider';
import { basketDelivery } from './basket-delivery';
import { basketRow, type PricedBasket, priceBasket, type PricingScope } from './priced-basket';
import { recheckItems } from './recheck-items';
import { voucherRefusalText } from './voucher-text';

export type Providers = ReadonlyMap<string, PaymentProvider>;

/** What confirm still needs, in the order of the checkout steps. */
export function missingForConfirm(priced: PricedBasket, providers: Providers): BasketView['checkout']['missing'] {
  const missing: BasketView['checkout']['missing'] = [];
  if (priced.items.length === 0) missing.push('items');
  if (priced.items.some((item) => item.line.errors.length > 0)) missing.push('itemErrors');
  if (!priced.email || !priced.billingAddress || !priced.deliveryAddress) missing.push('addresses');
  if (priced.items.length > 0 && priced.totals.shipping === null) missing.push('shipping');
  const method = priced.basket.paymentMethod === null ? undefined : providers.get(priced.basket.paymentMethod);
  if (!method?.carries(priced.totals.amountDueRappen)) missing.push('paymentMethod');
  if (priced.basket.termsAcceptedAt === null) missing.push('terms');
  if (priced.vouchers.some((v) => v.refusal !== null)) missing.push('vouchers');
  return missing;
}

/** The payment methods offered for an amount due, as the payment step lists them (TWINT only within its limit). */
function offeredMethods(providers: Providers, locale: Locale, amountDueRappen: number): BasketView['checkout']['paymentMethods'] {
  return [...providers.values()].filter((p) => p.carries(amountDueRappen)).map((p) => ({ id: p.id, name: p.name(locale), description: p.description(locale) }));
}

function toBasketView(priced: PricedBasket, providers: Providers, locale: Locale, now: Date, priceChanges: BasketView['priceChanges'] = []): BasketView {
  const { basket, totals } = priced;
  // What each code takes off (a discount code) or pays (a gift voucher's value code).
  const amounts = new Map([...totals.discounts, ...totals.payments].map((d) => [d.voucherId, d.amountRappen]));
  return {
    count: priced.items.length,
    items: priced.items.map((item) => item.line),
    vouchers: priced.vouchers.map((v) => ({
      basketVoucherId: v.basketVoucherId,
      code: v.rule.code,
      amountRappen: amounts.get(v.rule.id) ?? 0,
      pays: isValueCode(v.rule),
      refusal: v.refusal,
      message: v.refusal === null ? null : voucherRefusalText(locale, v.refusal, v.rule),
    })),
    itemsRappen: totals.itemsRappen,
    discountRappen: totals.discountRappen,
    shippingOptions: [...totals.shippingOptions],
    shipping: totals.shipping,
    shippingRappen: totals.shippingRappen,
    totalRappen: totals.totalRappen,
    voucherSalesRappen: totals.voucherSalesRappen,
    vatRappen: totals.vatRappen,
    vatRatePercent: totals.vatRateBp / 100,
    paidByVouchersRappen: totals.paidByVouchersRappen,
    amountDueRappen: totals.amountDueRappen,
    expectedDelivery: basketDelivery(priced, now),
    checkout: {
      termsAccepted: basket.termsAcceptedAt !== null,
      comment: basket.comment,
      email: priced.email,
      billingAddressId: priced.billingAddressId,
      deliveryAddressId: priced.deliveryAddressId,
      billingAddress: priced.billingAddress,
      deliveryAddress: priced.deliveryAddress,
      shippingOptionId: totals.shipping?.shippingOption_id ?? null,
      paymentMethod: basket.paymentMethod,
      paymentMethods: offeredMethods(providers, locale, totals.amountDueRappen),
      missing: missingForConfirm(priced, providers),
    },
    priceChanges,
  };
}

const EMPTY_TOTALS = {
  itemsRappen: 0,
  discountRappen: 0,
  shippingOptions: [],
  shipping: null,
  shippingRappen: 0,
  totalRappen: 0,
  voucherSalesRappen: 0,
  vatRappen: 0,
  vatRatePercent: VAT_RATE_BP / 100,
  paidByVouchersRappen: 0,
  amountDueRappen: 0,
  expectedDelivery: null,
};

/** The basket view of a basket id, or the empty basket of a visitor who has none yet. */
export async function basketView(scope: PricingScope, basketId: number | null, providers: Providers): Promise<BasketView> {
  const { db, locale } = scope;
  const basket = basketId === null ? null : await basketRow(db, basketId);
  if (!basket) {
    return {
      count: 0,
      items: [],
      vouchers: [],
      ...EMPTY_TOTALS,
      checkout: {
        ...NOTHING_CHOSEN,
        paymentMethods: offeredMethods(providers, locale, 0),
        missing: ['items', 'addresses', 'paymentMethod', 'terms'],
      },
      priceChanges: [],
    };
  }
  return toBasketView(await priceBasket(scope, basket), providers, locale, scope.now);
}

/** The basket as the shopper opens it: its items checked again against changed products first (recheck-items.ts). */
export async function recheckedBasketView(scope: PricingScope, basketId: number | null, providers: Providers): Promise<BasketView> {
  if (basketId === null) return basketView(scope, null, providers);
  const priceChanges = await recheckItems(scope, basketId);
  const view = await basketView(scope, basketId, providers);
  return { ...view, priceChanges };
}

export async function itemCount(db: Db, basketId: number): Promise<number> {
  const [row] = await db
    .select({ n: count(basketItems.id) })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  return row?.n ?? 0;
}
