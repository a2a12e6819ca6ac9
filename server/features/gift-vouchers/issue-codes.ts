import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderItems, orders, products, vouchers } from '../../db/schema';
import { queuePrintFiles } from '../../jobs/print-file-jobs';
import { giftVoucherCodesMail } from '../../mail/templates/gift-voucher-codes';
import { queueMail } from '../../mail/outbox';
import type { Company } from '../../../shared/api/company';
import { CODE_ALPHABET, CODE_GROUP_LENGTH, GIFT_CODE } from '../../../shared/domain/checkout/voucher-codes';
import type { Locale } from '../../../shared/i18n/locales';

const group = () => Array.from({ length: CODE_GROUP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** PREFIX-XXXX-...: 20 random bits a group. */
export function randomCode(prefix: string, groups: number): string {
  return [prefix, ...Array.from({ length: groups }, group)].join('-');
}

/** A new gift voucher's code (shared/domain/checkout/voucher-codes.ts). */
export function newGiftCode(): string {
  return randomCode(GIFT_CODE.prefix, GIFT_CODE.groups);
}

export interface IssuedCode {
  readonly code: string;
  readonly amountRappen: number;
  readonly orderItemId: number;
  readonly piece: number;
}

/** The value codes issued for an order's gift vouchers, by item and piece. */
export async function issuedCodes(db: Db, orderId: number): Promise<IssuedCode[]> {
  const rows = await db
    .select({ code: vouchers.code, amountRappen: vouchers.amountRappen, orderItemId: vouchers.issuedForOrderItemId, piece: vouchers.piece })
    .from(vouchers)
    .innerJoin(orderItems, eq(orderItems.id, vouchers.issuedForOrderItemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(vouchers.piece));
  return rows.map((row) => ({ code: row.code, amountRappen: row.amountRappen ?? 0, orderItemId: row.orderItemId ?? 0, piece: row.piece ?? 0 }));
}

/**
 * Once an order is paid, each piece of its gift vouchers gets a single-use value code worth the
 * product's voucher value, its card a print job (the card carries the code), and the customer a
 * mail naming them. Idempotent: a piece that has its
 * code keeps it (a unique index on item and piece), so marking an order paid twice issues nothing
 * twice and sends no second mail. Call inside the transaction that marks the order paid.
 */
export async function issueGiftVoucherCodes(db: Db, orderId: number, sender: Company): Promise<IssuedCode[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  // The money decides, not the status: an invoice order may be in production before it is paid.
  if (!order || order.paidAt === null || order.status === 'cancelled') return [];
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  if (items.length === 0) return [];
  const definitions = await db
    .select({ id: products.id, definition: products.definition })
    .from(products)
    .where(inArray(products.id, [...new Set(items.map((item) => item.productId))]));
  const valueOf = new Map(definitions.map((row) => [row.id, (row.definition as { voucherValue?: number }).voucherValue]));
  const wanted = items.flatMap((item) => {
    const value = valueOf.get(item.productId);
    if (value === undefined) return [];
    return Array.from({ length: item.quantity }, (_, index) => ({ orderItemId: item.id, piece: index + 1, amountRappen: Math.round(value * 100) }));
  });
  if (wanted.length === 0) return [];
  let added = 0;
  // A new code that happens to equal an existing one is skipped by the insert; such a piece gets another try.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const have = new Set((await issuedCodes(db, orderId)).map((code) => `${code.orderItemId}:${code.piece}`));
    const missing = wanted.filter((piece) => !have.has(`${piece.orderItemId}:${piece.piece}`));
    if (missing.length === 0) break;
    const inserted = await db
      .insert(vouchers)
      .values(
        missing.map((piece) => ({
          code: newGiftCode(),
          kind: 'value' as const,
          amountRappen: piece.amountRappen,
          maxUses: 1,
          combinable: true,
          issuedForOrderItemId: piece.orderItemId,
          piece: piece.piece,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    added += inserted.length;
  }
  if (added === 0) return issuedCodes(db, orderId);
  // Now the cards can be printed, each with its code.
  const cards = [...new Set(wanted.map((piece) => piece.orderItemId))];
  await queuePrintFiles(db, cards);
  const codes = await issuedCodes(db, orderId);
  await queueMail(
    db,
    giftVoucherCodesMail({
      to: order.email,
      addressee: order.billingAddress,
      locale: order.language as Locale,
      number: order.number,
      codes: codes.map((code) => ({ code: code.code, amountRappen: code.amountRappen })),
      sender,
    }),
    orderId,
  );
  return codes;
}
