import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { ShopSettings } from '../../../shared/domain/settings/shop-settings';
import { createdAt } from './columns';
import { staffUsers } from './staff';

/** The settings staff edit, one row per saved version: the highest is in force; none, the code's defaults. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    version: integer('version').primaryKey(),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('shop_settings_version_positive', sql`${t.version} > 0`)],
);
