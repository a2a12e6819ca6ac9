import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PartnerMonthView } from '../../../shared/api/partner-ledger';
import { partsTotal } from '../../../shared/domain/partners/commission';
import { monthDays } from '../../../shared/domain/partners/statement';
import type { Db } from '../../db/database';
import { orders, partnerLedger, partners } from '../../db/schema';
import { withinZurichDays, zurichDayOf } from '../../db/zurich-days';

/** What the statement and the payout need of a partner besides its rows. */
export interface LedgerPartner extends PartnerMonthView {
  readonly language: (typeof partners.$inferSelect)['language'];
  readonly iban: string | null;
}

/**
 * The ledger's rows of a month (Zurich days) by partner, oldest first, with the month's sums; only
 * partners with rows in it, or the one partner `partnerId` names (even without rows: an empty statement).
 */
export async function ledgerOfMonth(db: Db, month: string, partnerId?: number): Promise<LedgerPartner[]> {
  const inMonth = withinZurichDays(partnerLedger.bookedAt, monthDays(month));
  const only: SQL | undefined = partnerId === undefined ? undefined : eq(partnerLedger.partnerId, partnerId);
  const rows = await db
    .select({ row: partnerLedger, day: zurichDayOf(partnerLedger.bookedAt), orderNumber: orders.number })
    .from(partnerLedger)
    .innerJoin(orders, eq(orders.id, partnerLedger.orderId))
    .where(and(inMonth, only))
    .orderBy(asc(partnerLedger.bookedAt), asc(partnerLedger.id));
  const ids = partnerId === undefined ? [...new Set(rows.map(({ row }) => row.partnerId))] : [partnerId];
  if (ids.length === 0) return [];
  const named = await db.select().from(partners).where(inArray(partners.id, ids)).orderBy(asc(partners.name), asc(partners.id));
  return named.map((partner) => {
    const own = rows
      .filter(({ row }) => row.partnerId === partner.id)
      .map(({ row, day, orderNumber }) => ({
        id: row.id,
        day,
        orderId: row.orderId,
        orderNumber,
        kind: row.reversesId === null ? ('entry' as const) : ('reversal' as const),
        baseRappen: row.baseRappen,
        commissionRappen: row.commissionRappen,
        parts: row.parts,
      }));
    return {
      partnerId: partner.id,
      name: partner.name,
      language: partner.language,
      iban: partner.payoutIban,
      hasIban: partner.payoutIban !== null,
      rows: own,
      ...partsTotal(own),
    };
  });
}
