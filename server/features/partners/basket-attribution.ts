import { and, eq, inArray } from 'drizzle-orm';
import {
  attributionAtConfirm,
  claimedAttribution,
  receivedTouch,
  withTouch,
  type Attributed,
  type ReturnVisit,
  type TouchInput,
} from '../../../shared/domain/partners/attribution';
import type { Attribution } from '../../../shared/domain/partners/partner';
import type { Db } from '../../db/database';
import { baskets, partners } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { partnerByKey } from './partner-by-key';

/** A basket row's partner and attribution, when it has both. */
function attributedOf(row: { partnerId: number | null; attribution: Attribution | null }): Attributed | null {
  return row.partnerId !== null && row.attribution !== null ? { partnerId: row.partnerId, attribution: row.attribution } : null;
}

/**
 * Records the widget's touch on its draft: for the active partner X-Printshop-Partner names, with the
 * campaign parameters only when that partner forwards them; nothing for an unknown or inactive one.
 */
export async function touchDraft({ db, visitor, now }: Pick<ServiceContext, 'db' | 'visitor' | 'now'>, draftBasketId: number, input: TouchInput | undefined) {
  const partner = visitor.partnerKey === null ? null : await partnerByKey(db, visitor.partnerKey);
  if (!partner?.active) return;
  const touch = receivedTouch(input, now, partner.forwardsCampaign);
  await db.transaction(async (tx) => {
    const [draft] = await tx
      .select({ partnerId: baskets.partnerId, attribution: baskets.attribution })
      .from(baskets)
      .where(eq(baskets.id, draftBasketId))
      .for('update');
    if (draft)
      await tx
        .update(baskets)
        .set(withTouch(attributedOf(draft), partner.id, touch))
        .where(eq(baskets.id, draftBasketId));
  });
}

/** Whom an order of this basket is attributed to (shared/domain/partners/attribution.ts), with the partners' active flags read now. */
export async function orderAttribution(
  db: Db,
  basket: { partnerId: number | null; attribution: Attribution | null },
  returned: ReturnVisit | null,
  now: Date,
): Promise<Attributed | null> {
  const named = [basket.partnerId, returned?.partnerId].filter((id): id is number => typeof id === 'number');
  if (named.length === 0) return null;
  const active = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(inArray(partners.id, named), eq(partners.active, true)));
  return attributionAtConfirm(basket, returned, new Set(active.map((row) => row.id)), now);
}

/**
 * Inside a handover's claim (from the draft) or a visitor basket's merge at login: gives the basket
 * the partner and touches of basket `fromId` (the latest handover counts; the same partner's first
 * touch is kept). The basket's attribution now, or null when `fromId` has none.
 */
export async function moveAttribution(tx: Db, fromId: number, basketId: number): Promise<Attributed | null> {
  const rows = await tx
    .select({ id: baskets.id, partnerId: baskets.partnerId, attribution: baskets.attribution })
    .from(baskets)
    .where(inArray(baskets.id, [fromId, basketId]))
    .orderBy(baskets.id)
    .for('update');
  const from = rows.find((row) => row.id === fromId);
  const moving = from ? attributedOf(from) : null;
  if (moving === null) return null;
  const basket = rows.find((row) => row.id === basketId);
  const claimed = claimedAttribution(basket ? attributedOf(basket) : null, moving);
  await tx.update(baskets).set(claimed).where(eq(baskets.id, basketId));
  return claimed;
}
