import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AddressesBody, CheckoutAddressInput } from '../../../shared/api/checkout';
import type { AddressSnapshot } from '../../../shared/domain';
import { baskets, customerAddresses } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { requireBasketId } from '../basket/basket-actions';
import type { Providers } from '../basket/basket-view';
import { basketRow, priceBasket } from '../basket/priced-basket';
import { serverIntl } from '../../i18n/server-intl';
import type { MessageKey } from '../../../shared/i18n/messages';

const text = (ctx: ServiceContext, id: MessageKey) => serverIntl(ctx.locale).formatMessage({ id });

type BasketChange = Partial<typeof baskets.$inferInsert>;

/** Saves checkout choices on the visitor's open basket (404 without one). */
async function updateBasket(ctx: ServiceContext, change: BasketChange): Promise<number> {
  const basketId = await requireBasketId(ctx);
  await ctx.db
    .update(baskets)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(baskets.id, basketId), eq(baskets.status, 'open')));
  return basketId;
}

export const setTerms = (ctx: ServiceContext, accept: boolean) => updateBasket(ctx, { termsAcceptedAt: accept ? ctx.now : null });

export const setComment = (ctx: ServiceContext, comment: string) => updateBasket(ctx, { comment: comment === '' ? null : comment });

function snapshot(input: CheckoutAddressInput): AddressSnapshot {
  return {
    company: input.company || null,
    department: input.department || null,
    sex: input.sex,
    firstname: input.firstname,
    lastname: input.lastname,
    address1: input.address1,
    address2: input.address2 || null,
    zipcode: input.zipcode,
    city: input.city,
    country: input.country,
    phone: input.phone || null,
  };
}

/**
 * The addresses step: a guest's e-mail and addresses as typed, or ids of the customer's own address
 * book (another customer's id is not found). A customer cannot check out as a guest and vice versa,
 * so an order always names the account it belongs to.
 */
export async function setAddresses(ctx: ServiceContext, body: AddressesBody): Promise<number> {
  const { customerId } = ctx.visitor;
  if (body.kind === 'guest') {
    if (customerId !== null) throw new HttpError('bad_request');
    return updateBasket(ctx, {
      email: body.email,
      billingAddress: snapshot(body.billingAddress),
      deliveryAddress: body.deliveryAddress ? snapshot(body.deliveryAddress) : null,
    });
  }
  if (customerId === null) throw new HttpError('unauthorized');
  const ids = [...new Set([body.billingAddressId, body.deliveryAddressId].filter((id): id is number => id !== null))];
  const own = await ctx.db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), inArray(customerAddresses.id, ids)));
  if (own.length !== ids.length) throw notFound('address');
  return updateBasket(ctx, { billingAddressId: body.billingAddressId, deliveryAddressId: body.deliveryAddressId ?? body.billingAddressId });
}

/** The payment and shipping step: only an option the whole basket can ship with and a registered payment method. */
export async function setPaymentAndShipping(ctx: ServiceContext, providers: Providers, shippingOptionId: number, paymentMethod: string): Promise<number> {
  const basketId = await requireBasketId(ctx);
  const basket = await basketRow(ctx.db, basketId);
  if (!basket) throw notFound('basket');
  const priced = await priceBasket(ctx, basket);
  const fields: Record<string, string[]> = {};
  if (!priced.totals.shippingOptions.some((o) => o.shippingOption_id === shippingOptionId)) fields.shippingOptionId = [text(ctx, 'checkout.confirm.shipping')];
  const method = providers.get(paymentMethod);
  if (!method?.carries(priced.totals.amountDueRappen)) fields.paymentMethod = [text(ctx, 'checkout.confirm.paymentMethod')];
  if (!method || Object.keys(fields).length) throw new HttpError('unprocessable', undefined, fields);
  return updateBasket(ctx, { shippingOptionId, paymentMethod: method.id });
}
