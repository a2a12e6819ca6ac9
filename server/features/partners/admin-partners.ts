import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminPartner, AdminPartnerRow, NewPartner, SavePartnerBody } from '../../../shared/api/admin-partners';
import { payoutIbanOf } from '../../../shared/domain/partners/partner';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { partners, products } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import type { AuditActor } from '../audit/audit';
import { serverIntl } from '../../i18n/server-intl';
import { newPartnerKey } from './partner-key';
import { adminPartnerOf, auditedPartner, auditPartner, lastSavedBy } from './partner-records';

/** What staff's changes of partners need: the database, the moment, who acts and in which language refusals are said. */
export interface PartnerContext {
  db: Db;
  now: Date;
  locale: Locale;
  /** Staff, or the partner itself in its portal (its origins). */
  by: AuditActor;
  /** Told after a change is committed: this process drops its cached origins at once (the others within a second). */
  onChanged: () => void;
}

export async function adminPartnerList(db: Db): Promise<{ partners: AdminPartnerRow[] }> {
  const [rows, savedBy] = await Promise.all([
    db
      .select({ id: partners.id, name: partners.name, active: partners.active, origins: partners.origins, updatedAt: partners.updatedAt })
      .from(partners)
      .orderBy(asc(partners.name), asc(partners.id)),
    lastSavedBy(db),
  ]);
  return { partners: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString(), updatedBy: savedBy.get(String(row.id)) ?? null })) };
}

export async function adminPartnerDetail(db: Db, id: number): Promise<AdminPartner> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  if (!row) throw notFound('partner');
  return adminPartnerOf(row, (await lastSavedBy(db, id)).get(String(id)) ?? null);
}

/** One change of a partner, in a transaction: the row locked, the change made, audited, the origins' caches told. */
async function changePartner(
  ctx: PartnerContext,
  id: number,
  change: (tx: Db, before: typeof partners.$inferSelect) => Promise<string>,
): Promise<AdminPartner> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!before) throw notFound('partner');
    const action = await change(tx, before);
    const [after] = await tx.select().from(partners).where(eq(partners.id, id));
    await auditPartner(tx, { by: ctx.by, action, subjectId: id, before: auditedPartner(before), after: auditedPartner(after!), at: ctx.now });
  });
  ctx.onChanged();
  return adminPartnerDetail(ctx.db, id);
}

/** A new partner: active, no origins and no commission yet, with a new public key. */
export async function createPartner(ctx: PartnerContext, input: NewPartner): Promise<AdminPartner> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partners)
      .values({ ...input, publicKey: newPartnerKey(), createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await auditPartner(tx, { by: ctx.by, action: 'partner.create', subjectId: row!.id, after: auditedPartner(row!), at: ctx.now });
    return row!.id;
  });
  ctx.onChanged();
  return adminPartnerDetail(ctx.db, id);
}

/** Refuses rates for products the catalogue does not have, each under its own field. */
async function checkProducts(ctx: PartnerContext, tx: Db, rates: SavePartnerBody['commissionRates']): Promise<void> {
  const named = Object.keys(rates.byProduct);
  if (named.length === 0) return;
  const known = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, named))).map((row) => row.id));
  const unknown = named.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const message = serverIntl(ctx.locale).formatMessage({ id: 'admin.partners.error.product' });
  throw new HttpError('unprocessable', message, Object.fromEntries(unknown.map((id) => [`commissionRates.byProduct.${id}`, [message]])));
}

/** Saves what staff edited, over the version they started from (409 when someone saved since). */
export function savePartner(ctx: PartnerContext, id: number, input: SavePartnerBody): Promise<AdminPartner> {
  const { updatedAt, ...fields } = input;
  return changePartner(ctx, id, async (tx, before) => {
    if (before.updatedAt.toISOString() !== new Date(updatedAt).toISOString())
      throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'admin.partners.conflict' }));
    await checkProducts(ctx, tx, fields.commissionRates);
    await tx
      .update(partners)
      .set({
        ...fields,
        origins: [...new Set(fields.origins)],
        imageHosts: [...new Set(fields.imageHosts)],
        payoutIban: fields.payoutIban === null ? null : payoutIbanOf(fields.payoutIban),
        updatedAt: ctx.now,
      })
      .where(eq(partners.id, id));
    return 'partner.save';
  });
}

/** Replaces the public key: embeds naming the old one are refused from now on. */
export function replacePartnerKey(ctx: PartnerContext, id: number): Promise<AdminPartner> {
  return changePartner(ctx, id, async (tx) => {
    await tx.update(partners).set({ publicKey: newPartnerKey(), updatedAt: ctx.now }).where(eq(partners.id, id));
    return 'partner.newKey';
  });
}

/** The partner's own change of its origins (its portal: `by` the partner), checked as staff's are; staff keep the last word by `active`. */
export async function setPartnerOrigins(ctx: PartnerContext, id: number, origins: readonly string[]): Promise<string[]> {
  const saved = await changePartner(ctx, id, async (tx) => {
    await tx
      .update(partners)
      .set({ origins: [...new Set(origins)], updatedAt: ctx.now })
      .where(eq(partners.id, id));
    return 'partner.portalOrigins';
  });
  return saved.origins;
}
