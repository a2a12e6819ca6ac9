import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import type { Db } from '../../db/database';
import { customerContacts } from '../../db/schema';
import { check, consume, hit, type Limit, type RateLimitContext } from '../../http/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every new order sends a mail with a PDF to an address the visitor typed and starts print work,
 * so anonymous orders are limited. A family orders a few times a day; per-IP limits grow with
 * RATE_LIMIT_IP_FACTOR (an office behind one NAT), the per-address and per-basket ones never do.
 */
export const orderLimits = {
  /** New orders from one IP. */
  ip: { name: 'confirm-ip', max: 20, windowMs: HOUR },
  /** Order attempts on one basket, placed or failed: no script re-runs the pricing transaction in a loop. */
  basket: { name: 'confirm-basket', max: 10, windowMs: 15 * MINUTE },
  /** Confirmation mails to one address: nobody can fill a stranger's mailbox with orders. */
  recipientHour: { name: 'confirm-recipient', max: 10, windowMs: HOUR },
  recipientDay: { name: 'confirm-recipient-day', max: 25, windowMs: 24 * HOUR },
} satisfies Record<string, Limit>;

export interface OrderLimitContext extends RateLimitContext {
  locale: Locale;
}

/**
 * The mailbox an address reaches: case and a '+tag' (sub-addressing, which most providers
 * deliver to the same mailbox) make no new recipient.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).replace(/\+.*$/, '');
  return `${local}${address.slice(at)}`;
}

function message(locale: Locale, limit: Limit): string {
  const forAddress = limit === orderLimits.recipientHour || limit === orderLimits.recipientDay;
  return serverIntl(locale).formatMessage({ id: forAddress ? 'checkout.confirm.tooManyForEmail' : 'checkout.confirm.tooManyOrders' });
}

/** The address the order's confirmation would go to: the guest's as typed, a customer's contact e-mail. */
export async function recipientOf(db: Db, basket: { customerId: number | null; email: string | null }): Promise<string | null> {
  if (basket.customerId === null) return basket.email;
  const [contact] = await db
    .select({ email: customerContacts.email })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, basket.customerId))
    .limit(1);
  return contact?.email ?? null;
}

type Subjects = { basketId: number; recipient: string | null };

function pairs(ctx: OrderLimitContext, { basketId, recipient }: Subjects): [Limit, string][] {
  const list: [Limit, string][] = [
    [orderLimits.basket, String(basketId)],
    [orderLimits.ip, ctx.ip],
  ];
  if (recipient !== null) list.push([orderLimits.recipientHour, recipientKey(recipient)], [orderLimits.recipientDay, recipientKey(recipient)]);
  return list;
}

/** Before any work: refuses a confirm whose basket, IP or address has used up its orders (nothing is counted). */
export async function checkOrderLimits(ctx: OrderLimitContext, subjects: Subjects): Promise<void> {
  for (const [limit, subject] of pairs(ctx, subjects)) await check(ctx, limit, subject, { message: message(ctx.locale, limit) });
}

/**
 * Counts the order being placed, inside its transaction (`ctx.db` is the transaction): the counts
 * are committed with the order and vanish with it, and a confirm that waited for a parallel one
 * and found the basket ordered never gets here, so a repeated confirm is never counted. The
 * counters are taken in the same order by every order, so two orders never wait on each other in a circle.
 */
export async function countOrder(ctx: OrderLimitContext, subjects: Subjects): Promise<void> {
  for (const [limit, subject] of pairs(ctx, subjects)) await consume(ctx, limit, subject, { message: message(ctx.locale, limit), sweep: false });
}

/** An attempt that failed after the counting began (a voucher used up meanwhile, a fault of ours) still counts for its basket. */
export async function countFailedAttempt(ctx: OrderLimitContext, basketId: number): Promise<void> {
  await hit(ctx.db, orderLimits.basket, String(basketId), ctx.now);
}
