import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AdminProduct, CatalogueProductRow, ProductVersionView } from '../../../shared/api/admin-catalogue';
import { AuditEntry } from '../../../shared/api/audit';
import { getProduct } from '../../../shared/api/config';
import { checkConfiguration, type Product } from '../../../shared/domain';
import { type DefinitionPath, withValueAt } from '../../../shared/domain/product/product-definition';
import { catalogueVersion } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { useEditors } from '../staff/use-editors';

// 0 ms: the shop asks the database for the catalogue version on every request, as it would after CATALOGUE_CACHE_MS.
const t = useTestApp({ CATALOGUE_CACHE_MS: '0' });
const editors = useEditors(t);
const { owner, office } = editors;

const url = (id: string) => `/api/admin/catalogue/products/${id}`;

async function load(id: string, headers = owner): Promise<AdminProduct> {
  const res = await t.app.inject({ url: url(id), headers });
  expect(res.statusCode, res.body).toBe(200);
  return AdminProduct.parse(res.json());
}

const save = (id: string, version: number, definition: unknown, headers = owner) =>
  t.app.inject({ method: 'PUT', url: url(id), headers, payload: { version, definition } });

/** The loaded definition with `value` at each path. */
function edited(product: AdminProduct, ...changes: [DefinitionPath, unknown][]) {
  return changes.reduce<unknown>((definition, [path, value]) => withValueAt(definition, path, value), product.definition);
}

/** The edit that gives the product's second size option the first one's id. */
function duplicateSizeId(product: AdminProduct): [DefinitionPath, unknown] {
  const [size] = product.definition.attributes as { options: { id: string }[] }[];
  return [['attributes', 0, 'options', 1, 'id'], size!.options[0]!.id];
}

async function shopProduct(id: string, locale = 'de'): Promise<Product> {
  const res = await t.app.inject({ url: `/api/config/${id}/product`, headers: { 'accept-language': locale } });
  return getProduct.response.parse(res.json());
}

const defaultUnitRappen = (product: Product) => checkConfiguration(product, product.defaultConfiguration, 1, new Date()).price.unitRappen;

describe('the catalogue in the back office', () => {
  it('lists the products in catalogue order, each at its version 1 from the initial catalogue', async () => {
    const res = await t.app.inject({ url: '/api/admin/catalogue/products', headers: office });
    const rows = z.array(CatalogueProductRow).parse((res.json() as { products: unknown }).products);
    expect(rows.map((r) => r.id)).toEqual(['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond', 'gift-voucher', 'sample-set']);
    expect(rows[0]).toMatchObject({ name: 'Canvas print', version: 1, updatedBy: null, active: true });
  });

  it("answers a product's definition with its texts in all four languages and its first version", async () => {
    const canvas = await load('canvas');
    expect(canvas.version).toBe(1);
    expect(canvas.definition.name).toEqual({ de: 'Leinwand', fr: 'Toile', it: 'Tela', en: 'Canvas print' });
    expect(canvas.versions).toEqual([{ version: 1, staffName: null, createdAt: expect.any(String) }]);
  });

  it('saves a new price as the next version, which the shop answers at once', async () => {
    const before = await shopProduct('poster');
    const versionBefore = (await t.database.db.select().from(catalogueVersion))[0]!.version;
    const poster = await load('poster');
    const baseCosts = before.pricing.baseCosts + 10;
    const res = await save('poster', poster.version, edited(poster, [['pricing', 'baseCosts'], baseCosts], [['summary', 'it'], 'Stampa fine art.']));
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminProduct.parse(res.json());
    expect(saved.version).toBe(poster.version + 1);
    expect(saved.versions[0]).toMatchObject({ version: saved.version, staffName: editors.ownerName });

    expect((await t.database.db.select().from(catalogueVersion))[0]!.version).toBeGreaterThan(versionBefore);
    const after = await shopProduct('poster');
    expect(after.pricing.baseCosts).toBe(baseCosts);
    expect(defaultUnitRappen(after)).toBeGreaterThan(defaultUnitRappen(before));
    expect((await shopProduct('poster', 'it')).summary).toBe('Stampa fine art.');
  });

  it('keeps every version with who saved it and what it changed, before and after', async () => {
    const poster = await load('poster');
    const { version } = poster;
    const res = await t.app.inject({ url: `${url('poster')}/versions/${version}`, headers: office });
    const view = ProductVersionView.parse(res.json());
    expect(view).toMatchObject({ productId: 'poster', version, staffName: editors.ownerName });
    expect(view.changes).toContainEqual({ path: ['pricing', 'baseCosts'], before: expect.any(Number), after: expect.any(Number) });
    expect(view.changes).toContainEqual({ path: ['summary', 'it'], before: expect.any(String), after: 'Stampa fine art.' });
    const change = view.changes.find((c) => c.path.join('.') === 'pricing.baseCosts')!;
    expect(change.after).toBe((change.before as number) + 10);
    expect(view.previousDefinition).toMatchObject({ pricing: { baseCosts: change.before } });

    const first = ProductVersionView.parse((await t.app.inject({ url: `${url('poster')}/versions/1`, headers: office })).json());
    expect(first.changes).toEqual([]);
    expect(first.previousDefinition).toBeNull();
    expectError(await t.app.inject({ url: `${url('poster')}/versions/99`, headers: office }), 404, 'not_found');
  });

  it('records each save in the audit log with the changed fields before and after', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit?subjectType=product&subjectId=poster', headers: owner });
    const [entry] = z.array(AuditEntry).parse((res.json() as { entries: unknown }).entries);
    expect(entry).toMatchObject({ action: 'product.save', subjectType: 'product', subjectId: 'poster' });
    expect(entry!.before).toMatchObject({ version: 1, 'summary.it': expect.any(String) });
    expect(entry!.after).toMatchObject({ version: 2, 'summary.it': 'Stampa fine art.' });
  });

  it('makes no version when nothing changed', async () => {
    const poster = await load('poster');
    const res = await save('poster', poster.version, poster.definition);
    expect(AdminProduct.parse(res.json()).version).toBe(poster.version);
  });

  it('refuses with 409 a save made from a version someone else has saved over, and keeps theirs', async () => {
    const mine = await load('acrylic-glass', owner);
    const theirs = await load('acrylic-glass', office);
    expect((await save('acrylic-glass', theirs.version, edited(theirs, [['pricing', 'baseCosts'], 41]), office)).statusCode).toBe(200);
    const refused = expectError(await save('acrylic-glass', mine.version, edited(mine, [['pricing', 'baseCosts'], 99])), 409, 'conflict');
    expect(refused.error.message).toContain(`Version ${mine.version + 1}`);
    expect((await shopProduct('acrylic-glass')).pricing.baseCosts).toBe(41);
  });

  it('refuses an invalid definition with 422 and a message at each field path, in the staff member’s language, saving nothing', async () => {
    const poster = await load('poster', office);
    const res = await save(
      'poster',
      poster.version,
      edited(
        poster,
        [['pricing', 'baseCosts'], -1],
        [['pricing', 'dynamicCosts'], 12.345],
        [['pricing', 'promoFrom'], '2030-05-01'],
        [['pricing', 'promoTill'], '2030-04-01'],
        [['name', 'fr'], ' '],
        duplicateSizeId(poster),
        [['slug', 'de'], 'leinwand'],
      ),
      office,
    );
    const body = expectError(res, 422, 'unprocessable');
    expect(body.error.fields).toEqual({
      'pricing.baseCosts': ['At least 0.'],
      'pricing.dynamicCosts': ['Two decimals at most (whole rappen).'],
      'name.fr': ['The text is missing in this language.'],
    });
    expect((await load('poster')).version).toBe(poster.version);
  });

  it('judges the rules beyond the schema once the schema is satisfied: duplicate ids, promo dates, taken slugs', async () => {
    const poster = await load('poster', office);
    const rules = await save(
      'poster',
      poster.version,
      edited(poster, [['pricing', 'promoFrom'], '2030-05-01'], [['pricing', 'promoTill'], '2030-04-01'], duplicateSizeId(poster)),
      office,
    );
    expect(Object.keys(expectError(rules, 422, 'unprocessable').error.fields ?? {}).toSorted()).toEqual(['attributes.0.options.1.id', 'pricing.promoTill']);
    const slug = await save('poster', poster.version, edited(poster, [['slug', 'de'], 'leinwand']), office);
    expect(expectError(slug, 422, 'unprocessable').error.fields).toEqual({ 'slug.de': ['Another product has this address already.'] });
    const renamed = await save('poster', poster.version, edited(poster, [['id'], 'other']), office);
    expect(Object.keys(expectError(renamed, 422, 'unprocessable').error.fields ?? {})).toEqual(['id']);
  });

  it('is for the owner and the office: production is refused, and nobody without a session', async () => {
    const production = { cookie: (await staffSession(t.app, 'production')).headers.cookie, 'accept-language': 'de' };
    expectError(await t.app.inject({ url: '/api/admin/catalogue/products', headers: production }), 403, 'forbidden');
    expectError(await save('poster', 1, {}, production), 403, 'forbidden');
    expectError(await t.app.inject({ url: url('poster') }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: url('nothing'), headers: office }), 404, 'not_found');
  });
});

describe('the shop after a catalogue change', () => {
  it('serves the new version from the cached product repository too', async () => {
    const before = await t.app.productRepository.current('aluminium-dibond', 'de');
    const alu = await load('aluminium-dibond');
    await save('aluminium-dibond', alu.version, edited(alu, [['pricing', 'baseCosts'], 77]));
    const after = await t.app.productRepository.current('aluminium-dibond', 'de');
    expect(after).toMatchObject({ version: before!.version + 1, product: { pricing: { baseCosts: 77 } } });
    expect((await t.app.productRepository.atVersion('aluminium-dibond', before!.version, 'de'))?.pricing.baseCosts).toBe(before!.product.pricing.baseCosts);
  });
});
