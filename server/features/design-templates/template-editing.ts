import { asc, eq } from 'drizzle-orm';
import type { AdminDesignTemplate, DesignTemplateRow, SaveDesignTemplateBody } from '../../../shared/api/admin-design-templates';
import { definitionChanges } from '../../../shared/domain/product/definition-changes';
import { type DesignTemplate, type TemplateIssue, templateIssues } from '../../../shared/domain/template/design-template';
import { templateIssueText } from '../../../shared/i18n/template-issue-text';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { designTemplates, staffUsers } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';

/*
 * Staff edit the design templates as they edit products: the row holds the current definition and
 * its version; saving writes the next version with its audit entry in one transaction, and the
 * row's update moves the catalogue version (the trigger of migration 0025), so every process's
 * cached answer of GET /api/config/design-templates drops what it kept.
 */

export interface TemplateContext {
  db: Db;
  now: Date;
  locale: Locale;
}

export async function listTemplatesForEditing(db: Db, locale: Locale): Promise<DesignTemplateRow[]> {
  const rows = await db
    .select({
      id: designTemplates.id,
      active: designTemplates.active,
      version: designTemplates.version,
      definition: designTemplates.definition,
      updatedAt: designTemplates.updatedAt,
      updatedBy: staffUsers.displayName,
    })
    .from(designTemplates)
    .leftJoin(staffUsers, eq(staffUsers.id, designTemplates.updatedBy))
    .orderBy(asc(designTemplates.position), asc(designTemplates.id));
  return rows.map(({ definition, updatedAt, ...row }) => ({
    ...row,
    name: definition.names[locale],
    orientation: definition.orientation,
    updatedAt: updatedAt.toISOString(),
  }));
}

export async function templateForEditing(db: Db, templateId: string): Promise<AdminDesignTemplate> {
  const [row] = await db.select().from(designTemplates).where(eq(designTemplates.id, templateId)).limit(1);
  if (!row) throw notFound('designTemplate');
  return { id: row.id, active: row.active, version: row.version, definition: row.definition };
}

/** The 422 of a template the shop could not offer: each issue's text at its field path ('slots.0.size', 'names.fr'). */
function refusal(locale: Locale, issues: readonly TemplateIssue[]): HttpError {
  const intl = serverIntl(locale);
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.join('.')] ??= []).push(templateIssueText(intl, issue));
  return new HttpError('unprocessable', intl.formatMessage({ id: 'admin.templates.invalid' }), fields);
}

/**
 * Saves `input` as the template's next version when it is valid and `input.version` is still the
 * current one (409 otherwise). An unchanged template makes no version.
 */
export async function saveTemplate(ctx: TemplateContext, by: StaffActor, templateId: string, input: SaveDesignTemplateBody): Promise<AdminDesignTemplate> {
  const { db, now, locale } = ctx;
  const issues = templateIssues(input.definition);
  if (input.definition.id !== templateId) issues.push({ path: ['id'], code: 'invalid' });
  if (issues.length) throw refusal(locale, issues);
  // templateIssues found nothing: the definition is one the shop can offer.
  const definition = input.definition as unknown as DesignTemplate;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(designTemplates).where(eq(designTemplates.id, templateId)).for('update');
    if (!row) throw notFound('designTemplate');
    if (row.version !== input.version) {
      throw new HttpError('conflict', serverIntl(locale).formatMessage({ id: 'admin.templates.conflict' }, { version: String(row.version) }));
    }
    const before = { active: row.active, definition: row.definition };
    const changes = definitionChanges(before, { active: input.active, definition });
    if (changes.length === 0) return;
    const version = row.version + 1;
    await tx
      .update(designTemplates)
      .set({ definition, active: input.active, version, updatedBy: by?.id ?? null, updatedAt: now })
      .where(eq(designTemplates.id, templateId));
    const at = (side: 'before' | 'after') => Object.fromEntries(changes.map((c) => [c.path.join('.'), c[side] ?? null]));
    await audit(tx, {
      by,
      action: 'designTemplate.save',
      subjectType: 'designTemplate',
      subjectId: templateId,
      before: { version: row.version, ...at('before') },
      after: { version, ...at('after') },
      at: now,
    });
  });
  return templateForEditing(db, templateId);
}
