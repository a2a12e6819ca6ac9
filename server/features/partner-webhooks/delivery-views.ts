import { and, desc, eq, lt } from 'drizzle-orm';
import type { WebhookDeliveryDetail, WebhookDeliveryListQuery, WebhookDeliverySummary } from '../../../shared/api/partner-webhooks';
import type { Db } from '../../db/database';
import { orders, partners, partnerWebhookDeliveries } from '../../db/schema';
import { notFound } from '../../http/http-error';

const d = partnerWebhookDeliveries;

const summaryColumns = {
  row: d,
  partnerName: partners.name,
  orderNumber: orders.number,
};

type Row = { row: typeof d.$inferSelect; partnerName: string; orderNumber: string | null };

const iso = (at: Date | null) => at?.toISOString() ?? null;

function summary({ row, partnerName, orderNumber }: Row): WebhookDeliverySummary {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    partner: { id: row.partnerId, name: partnerName },
    order: row.orderId === null || orderNumber === null ? null : { id: row.orderId, number: orderNumber },
    status: row.status,
    tries: row.attempts.length,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextTryAt: iso(row.nextTryAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const selectRows = (db: Db) => db.select(summaryColumns).from(d).innerJoin(partners, eq(partners.id, d.partnerId)).leftJoin(orders, eq(orders.id, d.orderId));

/** The deliveries, newest first, for the staff's webhook page; with the partners its filter offers. */
export async function webhookDeliveries(db: Db, query: WebhookDeliveryListQuery) {
  const rows = await selectRows(db)
    .where(
      and(
        query.partner === undefined ? undefined : eq(d.partnerId, query.partner),
        query.status === undefined ? undefined : eq(d.status, query.status),
        query.before === undefined ? undefined : lt(d.id, query.before),
      ),
    )
    .orderBy(desc(d.id))
    .limit(query.limit);
  // Every partner: choosing one shows its webhook settings too, where a URL is first set.
  const offered = await db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(partners.name, partners.id);
  return { deliveries: rows.map(summary), partners: offered };
}

export async function webhookDelivery(db: Db, id: number): Promise<WebhookDeliveryDetail> {
  const [row] = await selectRows(db).where(eq(d.id, id));
  if (!row) throw notFound('webhookDelivery');
  return { ...summary(row), body: row.row.body, attempts: row.row.attempts };
}

export async function webhookDeliverySummary(db: Db, id: number): Promise<WebhookDeliverySummary> {
  const { body: _, attempts: __, ...rest } = await webhookDelivery(db, id);
  return rest;
}
