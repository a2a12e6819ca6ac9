import { and, asc, desc, eq, lt, ne } from 'drizzle-orm';
import type { AdminProduct, CatalogueProductRow, ProductVersionView, SaveProductBody } from '../../../shared/api/admin-catalogue';
import { definitionChanges } from '../../../shared/domain/product/definition-changes';
import { type DefinitionIssue, definitionIssues, type ProductDefinition } from '../../../shared/domain/product/product-definition';
import { definitionIssueText } from '../../../shared/i18n/definition-issue-text';
import { type Locale, locales } from '../../../shared/i18n/locales';
import { localize } from '../../../shared/i18n/localize';
import type { Db } from '../../db/database';
import { products, productVersions, staffUsers } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';

/*
 * Staff edit the catalogue in versions: the products row holds the current definition, and
 * product_versions every version (the current one included). Saving writes the next version in one
 * transaction with its audit entry; the products row's update moves the catalogue version (the
 * trigger of migration 0001), so every process's catalogue cache drops what it kept.
 */

export interface CatalogueContext {
  db: Db;
  now: Date;
  locale: Locale;
}

const nameIn = (definition: ProductDefinition, locale: Locale) => localize<{ name: string }>(definition, locale).name;

export async function listCatalogue(db: Db, locale: Locale): Promise<CatalogueProductRow[]> {
  const rows = await db
    .select({
      id: products.id,
      active: products.active,
      version: products.version,
      definition: products.definition,
      updatedAt: products.updatedAt,
      updatedBy: staffUsers.displayName,
    })
    .from(products)
    .leftJoin(productVersions, and(eq(productVersions.productId, products.id), eq(productVersions.version, products.version)))
    .leftJoin(staffUsers, eq(staffUsers.id, productVersions.staffId))
    .orderBy(asc(products.position));
  return rows.map((row) => ({
    id: row.id,
    name: nameIn(row.definition, locale),
    active: row.active,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  }));
}

export async function productForEditing(db: Db, productId: string): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!row) throw notFound('product');
  const versions = await db
    .select({ version: productVersions.version, staffName: staffUsers.displayName, createdAt: productVersions.createdAt })
    .from(productVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, productVersions.staffId))
    .where(eq(productVersions.productId, productId))
    .orderBy(desc(productVersions.version));
  return {
    id: row.id,
    active: row.active,
    version: row.version,
    definition: row.definition,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  };
}

export async function productVersion(db: Db, productId: string, version: number): Promise<ProductVersionView> {
  const rows = await db
    .select({
      version: productVersions.version,
      definition: productVersions.definition,
      staffName: staffUsers.displayName,
      createdAt: productVersions.createdAt,
    })
    .from(productVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, productVersions.staffId))
    .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new HttpError('not_found', undefined, undefined, { subject: 'productVersion' });
  const [previous] = await db
    .select({ definition: productVersions.definition })
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), lt(productVersions.version, version)))
    .orderBy(desc(productVersions.version))
    .limit(1);
  return {
    productId,
    version: row.version,
    staffName: row.staffName,
    createdAt: row.createdAt.toISOString(),
    definition: row.definition,
    previousDefinition: previous?.definition ?? null,
    changes: previous ? definitionChanges(previous.definition, row.definition).map((change) => ({ ...change, path: [...change.path] })) : [],
  };
}

/** The 422 of a definition the shop could not sell: each issue's text at its field path ('pricing.baseCosts', 'name.fr'). */
function refusal(locale: Locale, issues: readonly DefinitionIssue[]): HttpError {
  const intl = serverIntl(locale);
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.join('.')] ??= []).push(definitionIssueText(intl, issue));
  return new HttpError('unprocessable', intl.formatMessage({ id: 'admin.catalogue.invalid' }), fields);
}

/** Slugs another product already has, in any language: the shop's addresses must stay unique. */
async function takenSlugs(db: Db, productId: string, definition: ProductDefinition): Promise<DefinitionIssue[]> {
  const others = await db.select({ slugs: products.slugs }).from(products).where(ne(products.id, productId));
  return locales.flatMap((locale) =>
    others.some((other) => Object.values(other.slugs).includes(definition.slug[locale])) ? [{ path: ['slug', locale], code: 'slugTaken' as const }] : [],
  );
}

function pathKey(path: readonly (string | number)[]): string {
  return path.join('.');
}

/**
 * Saves `input.definition` as the product's next version, when it is valid and `input.version` is
 * still the current one (409 otherwise: someone saved since the edit began). An unchanged
 * definition makes no version. Answers the product as the editor reloads it.
 */
export async function saveProduct(ctx: CatalogueContext, by: StaffActor, productId: string, input: SaveProductBody): Promise<AdminProduct> {
  const { db, now, locale } = ctx;
  const issues = definitionIssues(input.definition, now);
  if (input.definition.id !== productId) issues.push({ path: ['id'], code: 'invalid' });
  if (issues.length) throw refusal(locale, issues);
  // definitionIssues found nothing: the definition is one the shop can sell.
  const definition = input.definition as ProductDefinition;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) throw notFound('product');
    if (row.version !== input.version) {
      throw new HttpError('conflict', serverIntl(locale).formatMessage({ id: 'admin.catalogue.conflict' }, { version: String(row.version) }));
    }
    const taken = await takenSlugs(tx, productId, definition);
    if (taken.length) throw refusal(locale, taken);
    const changes = definitionChanges(row.definition, definition);
    if (changes.length === 0) return;
    const version = row.version + 1;
    await tx.update(products).set({ definition, slugs: definition.slug, version, updatedAt: now }).where(eq(products.id, productId));
    await tx.insert(productVersions).values({ productId, version, slugs: definition.slug, definition, staffId: by?.id ?? null, createdAt: now });
    await audit(tx, {
      by,
      action: 'product.save',
      subjectType: 'product',
      subjectId: productId,
      before: { version: row.version, ...Object.fromEntries(changes.map((c) => [pathKey(c.path), c.before ?? null])) },
      after: { version, ...Object.fromEntries(changes.map((c) => [pathKey(c.path), c.after ?? null])) },
      at: now,
    });
  });
  return productForEditing(db, productId);
}
