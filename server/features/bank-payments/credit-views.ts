import { addresseeName } from '../../../shared/domain/checkout/address';
import { desc, eq, inArray, isNull, ne, and, type SQL } from 'drizzle-orm';
import type { BankCreditView } from '../../../shared/api/bank-payments';
import type { Db } from '../../db/database';
import { bankCredits, orders } from '../../db/schema';

/** Credits as staff read them: with the order they name, its number, state, amount due and payer. */
export async function creditViews(db: Db, where: SQL | undefined, limit = 200): Promise<BankCreditView[]> {
  const rows = await db
    .select({ credit: bankCredits, order: orders })
    .from(bankCredits)
    .leftJoin(orders, eq(orders.id, bankCredits.orderId))
    .where(where)
    .orderBy(desc(bankCredits.id))
    .limit(limit);
  return rows.map(({ credit, order }) => ({
    id: credit.id,
    bankReference: credit.bankReference,
    reference: credit.reference,
    amountRappen: credit.amountRappen,
    currency: credit.currency,
    bookedOn: credit.bookedOn,
    debtorName: credit.debtorName,
    outcome: credit.outcome,
    order:
      order === null
        ? null
        : {
            id: order.id,
            number: order.number,
            status: order.status,
            amountDueRappen: order.totalRappen - order.paidByVouchersRappen,
            name: addresseeName(order.billingAddress),
          },
    decision: credit.decision,
    decidedAt: credit.decidedAt?.toISOString() ?? null,
    note: credit.note,
  }));
}

export const ofFile = (fileId: number) => eq(bankCredits.fileId, fileId);
export const waitingForPerson = and(ne(bankCredits.outcome, 'paid'), isNull(bankCredits.decision));
export const byIds = (ids: number[]) => inArray(bankCredits.id, ids);
