import { and, desc, eq, isNull, or, sum } from 'drizzle-orm';
import { parseIban } from '../../../shared/domain/payments/iban';
import type { Db } from '../../db/database';
import { bankCredits, bankRefunds } from '../../db/schema';
import type { OrderRow } from '../orders/order-views';

/** The credits of a bank file that paid the order (by the import or a person's decision). */
const paidTheOrder = (orderId: number) =>
  and(
    eq(bankCredits.orderId, orderId),
    eq(bankCredits.reversal, false),
    or(and(eq(bankCredits.outcome, 'paid'), isNull(bankCredits.decision)), eq(bankCredits.decision, 'markedPaid')),
  );

/**
 * What came in by bank for an order (the credits that paid it; the amount due when staff marked it
 * paid by hand, with no file) and what was owed back of it before (refunds open or paid back).
 */
export async function bankMoneyOf(db: Db, order: OrderRow): Promise<{ receivedRappen: number; refundedRappen: number }> {
  const [credited] = await db
    .select({ rappen: sum(bankCredits.amountRappen).mapWith(Number) })
    .from(bankCredits)
    .where(paidTheOrder(order.id));
  const [owed] = await db
    .select({ rappen: sum(bankRefunds.amountRappen).mapWith(Number) })
    .from(bankRefunds)
    .where(eq(bankRefunds.orderId, order.id));
  return { receivedRappen: credited?.rappen || order.totalRappen - order.paidByVouchersRappen, refundedRappen: owed?.rappen ?? 0 };
}

/** The payer of an order's bank payment as the bank named them, the latest credit first (an IBAN only when its check holds). */
export async function payerOf(db: Db, orderId: number): Promise<{ name: string | null; iban: string | null }> {
  const [credit] = await db
    .select({ name: bankCredits.debtorName, iban: bankCredits.debtorIban })
    .from(bankCredits)
    .where(paidTheOrder(orderId))
    .orderBy(desc(bankCredits.id))
    .limit(1);
  const iban = credit?.iban ? parseIban(credit.iban) : null;
  return { name: credit?.name?.trim() || null, iban: iban?.ok ? iban.iban : null };
}
