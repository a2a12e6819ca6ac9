import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AddressesBody, CheckoutAddressInput } from '../../../shared/api/checkout';
import type { AddressSnapshot } from '../../../shared/domain';
import type { Db } from '../../db/database';
import { baskets, customerAddresses } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { requireBasketId } from '../basket/basket-actions';
import type { Providers } from '../basket/basket-view';
import { basketRow, priceBasket } from '../basket/priced-basket';
import { serverIntl } from '../../i18n/server-intl';
import type { MessageKey } from '../../../shared/i18n/messages';

const text = (request: FastifyRequest, id: MessageKey) => serverIntl(request.locale).formatMessage({ id });

type BasketChange = Partial<typeof baskets.$inferInsert>;

/** Saves checkout choices on the request's open basket (404 without one). */
export async function updateBasket(db: Db, request: FastifyRequest, change: BasketChange): Promise<number> {
  const basketId = await requireBasketId(db, request);
  await db.update(baskets).set({ ...change, updatedAt: sql`now()` }).where(and(eq(baskets.id, basketId), eq(baskets.status, 'open')));
  return basketId;
}

export const setTerms = (db: Db, request: FastifyRequest, accept: boolean, now: Date) => updateBasket(db, request, { termsAcceptedAt: accept ? now : null });

export const setComment = (db: Db, request: FastifyRequest, comment: string) => updateBasket(db, request, { comment: comment === '' ? null : comment });

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
  };
}

/**
 * The addresses step: a guest's e-mail and addresses as typed, or ids of the customer's own address
 * book (another customer's id is not found). A customer cannot check out as a guest and vice versa,
 * so an order always names the account it belongs to.
 */
export async function setAddresses(db: Db, request: FastifyRequest, body: AddressesBody): Promise<number> {
  if (body.kind === 'guest') {
    if (request.customerId !== null) throw new HttpError('bad_request');
    return updateBasket(db, request, { email: body.email, billingAddress: snapshot(body.billingAddress), deliveryAddress: body.deliveryAddress ? snapshot(body.deliveryAddress) : null });
  }
  if (request.customerId === null) throw new HttpError('unauthorized');
  const ids = [...new Set([body.billingAddressId, body.deliveryAddressId].filter((id): id is number => id !== null))];
  const own = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, request.customerId), inArray(customerAddresses.id, ids)));
  if (own.length !== ids.length) throw new HttpError('not_found');
  return updateBasket(db, request, { billingAddressId: body.billingAddressId, deliveryAddressId: body.deliveryAddressId ?? body.billingAddressId });
}

/** The payment and shipping step: only an option the whole basket can ship with and a registered payment method. */
export async function setPaymentAndShipping(db: Db, request: FastifyRequest, providers: Providers, shippingOptionId: number, paymentMethod: string, now: Date): Promise<number> {
  const basketId = await requireBasketId(db, request);
  const basket = await basketRow(db, basketId);
  if (!basket) throw new HttpError('not_found');
  const priced = await priceBasket(db, basket, request.locale, now);
  const fields: Record<string, string[]> = {};
  if (!priced.totals.shippingOptions.some((o) => o.shippingOption_id === shippingOptionId)) fields.shippingOptionId = [text(request, 'checkout.confirm.shipping')];
  if (!providers.has(paymentMethod)) fields.paymentMethod = [text(request, 'checkout.confirm.paymentMethod')];
  if (Object.keys(fields).length) throw new HttpError('unprocessable', undefined, fields);
  return updateBasket(db, request, { shippingOptionId, paymentMethod: paymentMethod as 'invoice' | 'prepayment' });
}
