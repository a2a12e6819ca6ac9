import { asc, eq } from 'drizzle-orm';
import type { DesignTemplateView } from '../../../shared/api/design-templates';
import { isDesignTemplate } from '../../../shared/domain/template/design-template';
import type { Db } from '../../db/database';
import { designTemplates } from '../../db/schema';

/** The active templates in catalogue order, as the design step applies them (one judged unfit since it was stored is left out). */
export async function listDesignTemplates(db: Db): Promise<DesignTemplateView[]> {
  const rows = await db
    .select({ definition: designTemplates.definition })
    .from(designTemplates)
    .where(eq(designTemplates.active, true))
    .orderBy(asc(designTemplates.position), asc(designTemplates.id));
  return rows.map((row) => row.definition).filter(isDesignTemplate);
}
