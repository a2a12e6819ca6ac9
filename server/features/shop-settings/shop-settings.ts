import { desc, eq, sql } from 'drizzle-orm';
import type { AdminShopSettings, SaveShopSettingsBody } from '../../../shared/api/admin-settings';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../shared/domain/settings/shop-settings';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { shopSettings, staffUsers } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { StaffActor } from '../../http/require-staff';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';

export interface SettingsContext {
  db: Db;
  now: Date;
  locale: Locale;
}

/** A version saved before a setting existed takes that setting's default. */
const withDefaults = (saved: ShopSettings): ShopSettings => ({ reminders: { ...DEFAULT_SHOP_SETTINGS.reminders, ...saved.reminders } });

/** The settings in force as staff edit them: the last saved version with who saved it, or the code's defaults (version 0) before any save. */
export async function shopSettingsForEditing(db: Db): Promise<AdminShopSettings> {
  const [row] = await db
    .select({ version: shopSettings.version, settings: shopSettings.settings, createdAt: shopSettings.createdAt, updatedBy: staffUsers.displayName })
    .from(shopSettings)
    .leftJoin(staffUsers, eq(staffUsers.id, shopSettings.staffId))
    .orderBy(desc(shopSettings.version))
    .limit(1);
  if (!row) return { version: 0, settings: DEFAULT_SHOP_SETTINGS, updatedAt: null, updatedBy: null };
  return { version: row.version, settings: withDefaults(row.settings), updatedAt: row.createdAt.toISOString(), updatedBy: row.updatedBy };
}

/** The settings the shop's rules read now. */
export async function currentShopSettings(db: Db): Promise<ShopSettings> {
  return (await shopSettingsForEditing(db)).settings;
}

/** Saves the settings as the next version of the one the edit started from; a save made since then is refused (409), never overwritten. */
export async function saveShopSettings(ctx: SettingsContext, by: StaffActor, input: SaveShopSettingsBody): Promise<AdminShopSettings> {
  await ctx.db.transaction(async (tx) => {
    // One save at a time: the version check and the insert must not interleave with another save's.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_settings'))`);
    const before = await shopSettingsForEditing(tx);
    if (before.version !== input.version) throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'admin.settings.conflict' }));
    const version = before.version + 1;
    await tx.insert(shopSettings).values({ version, settings: input.settings, staffId: by?.id ?? null, createdAt: ctx.now });
    await audit(tx, { by, action: 'settings.save', subjectType: 'settings', subjectId: version, before: before.settings, after: input.settings, at: ctx.now });
  });
  return shopSettingsForEditing(ctx.db);
}
