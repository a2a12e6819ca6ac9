import { describe, expect, it } from 'vitest';
import { AdminDesignTemplate, getAdminDesignTemplatesSchemas } from '../../../shared/api/admin-design-templates';
import { AuditEntry } from '../../../shared/api/audit';
import { getDesignTemplatesSchemas } from '../../../shared/api/design-templates';
import { orientations } from '../../../shared/domain/product/orientations';
import { withValueAt } from '../../../shared/domain/product/product-definition';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { useEditors } from '../staff/use-editors';

// 0 ms: the shop asks the database for the catalogue version on every request, as it would after CATALOGUE_CACHE_MS.
const t = useTestApp({ CATALOGUE_CACHE_MS: '0' });
const { owner, office } = useEditors(t);

const url = (id: string) => `/api/admin/catalogue/design-templates/${id}`;

async function shopTemplates() {
  const res = await t.app.inject({ url: '/api/config/design-templates' });
  expect(res.statusCode, res.body).toBe(200);
  return { res, templates: getDesignTemplatesSchemas.response.parse(res.json()) };
}

async function load(id: string): Promise<AdminDesignTemplate> {
  const res = await t.app.inject({ url: url(id), headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return AdminDesignTemplate.parse(res.json());
}

const save = (id: string, body: { version: number; active: boolean; definition: unknown }, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'PUT', url: url(id), headers, payload: body });

describe('the design templates of the catalogue', () => {
  it('offers the seeded templates to the widget, in every orientation, cacheable like the catalogue', async () => {
    const { res, templates } = await shopTemplates();
    // Every seeded template is one the shop can offer (the list leaves out any templateIssues refuses).
    expect(templates).toHaveLength(9);
    expect(templates.find((template) => template.id === 'two-photos-and-title')?.layout).toBe('feature-top-3');
    for (const orientation of orientations) expect(templates.filter((template) => template.orientation === orientation).length).toBeGreaterThanOrEqual(2);
    expect(templates[0]?.names.fr).toBe('Photo avec titre et date');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['cache-control']).toContain('public');
    const again = await t.app.inject({ url: '/api/config/design-templates', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('lists them for the office with their versions', async () => {
    const res = await t.app.inject({ url: '/api/admin/catalogue/design-templates', headers: office });
    const { templates } = getAdminDesignTemplatesSchemas.response.parse(res.json());
    expect(templates[0]).toMatchObject({ id: 'photo-with-title', name: 'Photo with title and date', orientation: 'landscape', version: 1, updatedBy: null });
  });

  it('saves an edit as the next version, audited, which the widget gets at once; hiding one takes it off the widget', async () => {
    const template = await load('four-photos-year');
    const definition = withValueAt(template.definition, ['slots', 0, 'texts', 'it'], 'Anno 2026');
    const res = await save('four-photos-year', { version: template.version, active: true, definition });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminDesignTemplate.parse(res.json()).version).toBe(2);
    const shown = (await shopTemplates()).templates.find((candidate) => candidate.id === 'four-photos-year');
    expect(shown?.slots[0]?.texts.it).toBe('Anno 2026');

    const audit = await t.app.inject({ url: '/api/admin/audit?subjectType=designTemplate&subjectId=four-photos-year', headers: owner });
    const [entry] = (audit.json() as { entries: unknown[] }).entries.map((e) => AuditEntry.parse(e));
    expect(entry).toMatchObject({
      action: 'designTemplate.save',
      before: { version: 1, 'definition.slots.0.texts.it': '2026' },
      after: { version: 2, 'definition.slots.0.texts.it': 'Anno 2026' },
    });

    expect((await save('four-photos-year', { version: 2, active: false, definition })).statusCode).toBe(200);
    expect((await shopTemplates()).templates.map((candidate) => candidate.id)).not.toContain('four-photos-year');
  });

  it('makes no version of an unchanged save', async () => {
    const template = await load('quote-on-photo');
    const res = await save('quote-on-photo', { version: template.version, active: true, definition: template.definition });
    expect(AdminDesignTemplate.parse(res.json()).version).toBe(template.version);
  });

  it('refuses an invalid template with 422 and a message at each field, in the staff member’s language, and a stale version with 409', async () => {
    const template = await load('photo-with-title');
    const broken = withValueAt(withValueAt(template.definition, ['names', 'fr'], ''), ['slots', 0, 'size'], 0.9);
    const refused = expectError(await save('photo-with-title', { version: template.version, active: true, definition: broken }, office), 422, 'unprocessable');
    expect(refused.error.fields).toEqual({ 'names.fr': ['The text is missing in this language.'], 'slots.0.size': ['At most 0.3.'] });
    const outside = withValueAt(template.definition, ['slots', 1, 'x'], 0.1);
    const german = expectError(await save('photo-with-title', { version: template.version, active: true, definition: outside }), 422, 'unprocessable');
    expect(Object.keys(german.error.fields ?? {})).toEqual(['slots.1.width']);
    expectError(await save('photo-with-title', { version: template.version + 5, active: true, definition: template.definition }), 409, 'conflict');
    expect((await load('photo-with-title')).version).toBe(template.version);
  });

  it('is for the owner and the office: production is refused, and nobody without a session', async () => {
    const production = { cookie: (await staffSession(t.app, 'production')).headers.cookie, 'accept-language': 'de' };
    expectError(await t.app.inject({ url: '/api/admin/catalogue/design-templates', headers: production }), 403, 'forbidden');
    expectError(await save('photo-with-title', { version: 1, active: true, definition: {} }, production), 403, 'forbidden');
    expectError(await t.app.inject({ url: url('photo-with-title') }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: url('nothing'), headers: office }), 404, 'not_found');
  });
});
