import { asc } from 'drizzle-orm';
import type { Template } from '../../../shared/api/config';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { templates } from '../../db/schema';

export async function listTemplates(db: Db, locale: Locale): Promise<Template[]> {
  const rows = await db.select().from(templates).orderBy(asc(templates.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.names[locale],
    category: row.categories[locale],
    width: row.width,
    height: row.height,
    url: `/assets/templates/${row.file}`,
    thumbnailUrl: `/assets/templates/${row.file}`,
  }));
}
