import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AdminNavigation, AdminPage, AdminPageRow, type EditableNavigationItem, type PageContent, unlinkedItem } from '../../../shared/api/admin-content';
import { AuditEntry } from '../../../shared/api/audit';
import { CmsPage, type NavigationItem, Navigations } from '../../../shared/api/cms';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { useEditors } from '../staff/use-editors';

// The shop's default cache time: a publish must show at once all the same, in this process.
const t = useTestApp();
const editors = useEditors(t);
const { owner, office } = editors;

const pagesUrl = '/api/admin/content/pages';
const navigationUrl = '/api/admin/content/navigation';

async function pages(headers = owner): Promise<AdminPageRow[]> {
  const res = await t.app.inject({ url: pagesUrl, headers });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(AdminPageRow).parse((res.json() as { pages: unknown }).pages);
}

async function pageIdOf(slugDe: string): Promise<number> {
  const row = (await pages()).find((p) => p.slugs.de === slugDe);
  if (!row) throw new Error(`no page ${slugDe}`);
  return row.id;
}

async function load(id: number, headers = owner): Promise<AdminPage> {
  const res = await t.app.inject({ url: `${pagesUrl}/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return AdminPage.parse(res.json());
}

const save = (id: number, version: number, content: PageContent, headers = owner) =>
  t.app.inject({ method: 'PUT', url: `${pagesUrl}/${id}`, headers, payload: { version, content } });

const publish = (id: number, version: number, published: boolean, headers = owner) =>
  t.app.inject({ method: 'PUT', url: `${pagesUrl}/${id}/publication`, headers, payload: { version, published } });

const shopPage = (lang: string, path: string) => t.app.inject({ url: `/api/cms/page?lang=${lang}&path=${encodeURIComponent(path)}` });

async function shopTitle(lang: string, path: string): Promise<string> {
  const res = await shopPage(lang, path);
  expect(res.statusCode, res.body).toBe(200);
  return CmsPage.parse(res.json()).title;
}

async function shopNavigation(lang = 'de'): Promise<NavigationItem[]> {
  const navigations = Navigations.parse((await t.app.inject({ url: `/api/cms/navigations?language=${lang}` })).json());
  const flat = (items: NavigationItem[]): NavigationItem[] => items.flatMap((item) => [item, ...flat(item.subItems)]);
  return flat([...navigations.main, ...navigations.header]);
}

const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;

async function auditOf(subjectType: string, subjectId: number | string): Promise<AuditEntry[]> {
  const res = await t.app.inject({ url: `/api/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`, headers: owner });
  return z.array(AuditEntry).parse((res.json() as { entries: unknown }).entries);
}

const withTitle = (content: PageContent, locale: keyof PageContent['titles'], title: string): PageContent => ({
  ...content,
  titles: { ...content.titles, [locale]: title },
});

describe('content pages in the back office', () => {
  it('lists the pages, each published at its version 1 from the initial content', async () => {
    const rows = await pages(office);
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(rows.find((r) => r.slugs.de === 'agb')).toMatchObject({
      title: 'Terms and conditions',
      published: true,
      version: 1,
      updatedBy: null,
      changedSincePublished: false,
    });
  });

  it('saves the working copy without changing the shop, and publishing shows it at once', async () => {
    const id = await pageIdOf('ueber-uns');
    const before = await shopTitle('fr', 'a-propos');
    const page = await load(id);
    expect(page).toMatchObject({ version: 1, published: true, publishedVersion: 1 });

    const res = await save(id, page.version, withTitle(page.content, 'fr', 'Notre atelier à Root'));
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminPage.parse(res.json());
    expect(saved).toMatchObject({ version: 2, publishedVersion: 1 });
    expect(saved.history[0]).toMatchObject({ version: 2, staffName: editors.ownerName });
    expect(await shopTitle('fr', 'a-propos')).toBe(before);
    expect((await pages()).find((r) => r.id === id)).toMatchObject({ changedSincePublished: true, updatedBy: editors.ownerName });

    const published = AdminPage.parse((await publish(id, 2, true)).json());
    expect(published).toMatchObject({ published: true, publishedVersion: 2, publishedBy: editors.ownerName });
    expect(await shopTitle('fr', 'a-propos')).toBe('Notre atelier à Root');
  });

  it('tells the address the shop shows a page at: the published slug until a changed one is published', async () => {
    const id = await pageIdOf('impressum');
    const page = await load(id);
    expect(page.publishedSlugs.fr).toBe('mentions-legales');
    const res = await save(id, page.version, { ...page.content, slugs: { ...page.content.slugs, fr: 'mentions' } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminPage.parse(res.json());
    expect(saved.content.slugs.fr).toBe('mentions');
    expect(saved.publishedSlugs.fr).toBe('mentions-legales');
    expect(AdminPage.parse((await publish(id, saved.version, true)).json()).publishedSlugs.fr).toBe('mentions');
  });

  it('records saves and publishing in the audit log, with the changed texts before and after', async () => {
    const id = await pageIdOf('ueber-uns');
    const [published, saved] = await auditOf('page', id);
    expect(published).toMatchObject({ action: 'page.publish', after: { published: true, publishedVersion: 2 } });
    expect(saved).toMatchObject({
      action: 'page.save',
      before: { version: 1, 'titles.fr': expect.any(String) },
      after: { version: 2, 'titles.fr': 'Notre atelier à Root' },
    });
  });

  it('makes no version when nothing changed', async () => {
    const id = await pageIdOf('ueber-uns');
    const page = await load(id);
    expect(AdminPage.parse((await save(id, page.version, page.content)).json()).version).toBe(page.version);
  });

  it('takes an unpublished page off the shop: 404, out of the sitemap and the navigation; publishing brings it back', async () => {
    const id = await pageIdOf('preise');
    expect(await sitemap()).toContain('/de/preise');
    expect((await shopNavigation()).some((item) => item.url === '/de/preise')).toBe(true);
    const page = await load(id);

    expect(AdminPage.parse((await publish(id, page.version, false)).json()).published).toBe(false);
    expectError(await shopPage('de', 'preise'), 404, 'not_found');
    expect(await sitemap()).not.toContain('/de/preise');
    expect((await shopNavigation()).some((item) => item.url === '/de/preise')).toBe(false);
    expect((await auditOf('page', id))[0]).toMatchObject({ action: 'page.unpublish' });

    await publish(id, page.version, true);
    expect(await shopTitle('de', 'preise')).toBe(page.content.titles.de);
    expect((await shopNavigation()).some((item) => item.url === '/de/preise')).toBe(true);
  });

  it('refuses with 409 a save or a publish made from a version someone else has saved over, and keeps theirs', async () => {
    const id = await pageIdOf('hilfe');
    const mine = await load(id, owner);
    const theirs = await load(id, office);
    expect((await save(id, theirs.version, withTitle(theirs.content, 'en', 'Help and answers'), office)).statusCode).toBe(200);
    const refused = expectError(await save(id, mine.version, withTitle(mine.content, 'en', 'Mine')), 409, 'conflict');
    expect(refused.error.message).toContain(`Version ${mine.version + 1}`);
    expectError(await publish(id, mine.version, true), 409, 'conflict');
    expect((await load(id)).content.titles.en).toBe('Help and answers');
  });

  it('refuses invalid content with 422 and a message at each field path, in the staff member’s language, saving nothing', async () => {
    const id = await pageIdOf('hilfe');
    const page = await load(id, office);
    const content: PageContent = {
      ...withTitle(page.content, 'fr', ' '),
      slugs: { ...page.content.slugs, de: 'agb', it: 'checkout/aiuto', en: 'Help Me' },
      blocks: { ...page.content.blocks, de: [...page.content.blocks.de, { type: 'priceList', productId: 'no-such-product' }] },
    };
    const body = expectError(await save(id, page.version, content, office), 422, 'unprocessable');
    expect(body.error.fields).toEqual({
      'titles.fr': ['The text is missing.'],
      'slugs.de': ['Another page or a product has this address already.'],
      'slugs.it': ['This address belongs to the shop itself (checkout, customer account, designer).'],
      'slugs.en': ['Lower-case letters, digits and hyphens only, parts separated by /.'],
      [`blocks.de.${page.content.blocks.de.length}.productId`]: ['This product does not exist.'],
    });
    const product = expectError(await save(id, page.version, { ...page.content, slugs: { ...page.content.slugs, fr: 'toile' } }, office), 422, 'unprocessable');
    expect(Object.keys(product.error.fields ?? {})).toEqual(['slugs.fr']);
    expect((await load(id)).version).toBe(page.version);
  });

  it('creates a page unpublished: not in the shop, the sitemap or a link until it is published', async () => {
    const terms = await load(await pageIdOf('agb'));
    const content: PageContent = {
      slugs: { de: 'atelier-besuch', fr: 'visite-atelier', it: 'visita-atelier', en: 'workshop-visit' },
      titles: { de: 'Atelierbesuch', fr: 'Visite de l’atelier', it: 'Visita del laboratorio', en: 'Workshop visit' },
      descriptions: { de: 'Besuchen Sie uns.', fr: 'Rendez-nous visite.', it: 'Venga a trovarci.', en: 'Visit us.' },
      blocks: { de: [{ type: 'paragraph', text: 'Montag bis Freitag.' }], fr: [], it: [], en: [{ type: 'priceList', productId: 'canvas' }] },
    };
    const taken = await t.app.inject({ method: 'POST', url: pagesUrl, headers: owner, payload: { content: { ...content, slugs: terms.content.slugs } } });
    expect(Object.keys(expectError(taken, 422, 'unprocessable').error.fields ?? {})).toEqual(['slugs.de', 'slugs.fr', 'slugs.it', 'slugs.en']);

    const res = await t.app.inject({ method: 'POST', url: pagesUrl, headers: owner, payload: { content } });
    expect(res.statusCode, res.body).toBe(200);
    const created = AdminPage.parse(res.json());
    expect(created).toMatchObject({ version: 1, published: false, publishedVersion: null, content });
    expectError(await shopPage('de', 'atelier-besuch'), 404, 'not_found');
    expect(await sitemap()).not.toContain('atelier-besuch');
    expect((await auditOf('page', created.id))[0]).toMatchObject({ action: 'page.create' });

    await publish(created.id, 1, true);
    expect(await shopTitle('en', 'workshop-visit')).toBe('Workshop visit');
    expect(await sitemap()).toContain('/de/atelier-besuch');
  });

  it('is for the owner and the office: production is refused, and nobody without a session', async () => {
    const production = { cookie: (await staffSession(t.app, 'production')).headers.cookie, 'accept-language': 'de' };
    expectError(await t.app.inject({ url: pagesUrl, headers: production }), 403, 'forbidden');
    expectError(await publish(1, 1, false, production), 403, 'forbidden');
    expectError(await t.app.inject({ url: navigationUrl, headers: production }), 403, 'forbidden');
    expectError(await t.app.inject({ url: `${pagesUrl}/1` }), 401, 'unauthorized');
    expectError(await t.app.inject({ url: `${pagesUrl}/99999`, headers: office }), 404, 'not_found');
  });
});

async function loadNavigation(headers = owner): Promise<AdminNavigation> {
  const res = await t.app.inject({ url: navigationUrl, headers });
  expect(res.statusCode, res.body).toBe(200);
  return AdminNavigation.parse(res.json());
}
const saveNavigation = (revision: string, navigation: AdminNavigation['navigation'], headers = owner) =>
  t.app.inject({ method: 'PUT', url: navigationUrl, headers, payload: { revision, navigation } });

const item = (fields: Partial<EditableNavigationItem>): EditableNavigationItem => ({
  ...unlinkedItem({ de: 'Neu', fr: 'Nouveau', it: 'Nuovo', en: 'New' }),
  children: [],
  ...fields,
});

describe('the navigation in the back office', () => {
  it('answers both lists as the shop shows them, three levels deep, with the pages and products to link to', async () => {
    const { navigation, pages: linkable, products } = await loadNavigation();
    expect(navigation.main[0]?.children[0]?.children.length).toBeGreaterThan(0);
    expect(linkable.find((p) => p.title.includes('(AGB)'))).toMatchObject({ id: await pageIdOf('agb'), published: true });
    expect(products.map((p) => p.id)).toContain('canvas');
  });

  it('saves both lists whole: the shop shows a new link at once, and the save is audited', async () => {
    const loaded = await loadNavigation();
    const pageId = await pageIdOf('ueber-uns');
    const added = item({ linkType: 'website', pageId, texts: { de: 'Werkstatt', fr: 'Atelier', it: 'Laboratorio', en: 'Workshop' } });
    const navigation = { ...loaded.navigation, header: [...loaded.navigation.header, added] };
    expect((await shopNavigation('it')).some((i) => i.text === 'Laboratorio')).toBe(false);

    const res = await saveNavigation(loaded.revision, navigation);
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminNavigation.parse(res.json());
    expect(saved.navigation).toEqual(navigation);
    expect(saved.revision).not.toBe(loaded.revision);
    expect((await shopNavigation('it')).find((i) => i.text === 'Laboratorio')).toMatchObject({ linkType: 'website', url: '/it/chi-siamo' });
    const [entry] = await auditOf('navigation', 'navigation');
    expect(entry).toMatchObject({ action: 'navigation.save', after: { header: expect.arrayContaining([expect.objectContaining({ texts: added.texts })]) } });
  });

  it('refuses links that lead nowhere with 422 per field path, and more than three levels as bad input', async () => {
    const loaded = await loadNavigation(office);
    const broken = {
      main: loaded.navigation.main,
      header: [
        item({ linkType: 'website' }),
        item({ linkType: 'website', pageId: 99999 }),
        item({ linkType: 'product', productId: 'no-such-product' }),
        item({ linkType: 'externalWebsite', externalUrl: 'javascript:alert(1)', texts: { de: 'x', fr: '', it: 'x', en: 'x' } }),
      ],
    };
    const body = expectError(await saveNavigation(loaded.revision, broken, office), 422, 'unprocessable');
    expect(body.error.fields).toEqual({
      'header.0.pageId': ['Please choose where the link leads.'],
      'header.1.pageId': ['This page does not exist.'],
      'header.2.productId': ['This product does not exist.'],
      'header.3.texts.fr': ['The text is missing.'],
      'header.3.externalUrl': ['A full address, e.g. https://example.ch.'],
    });
    const tooDeep = { ...loaded.navigation, header: [item({ children: [item({ children: [item({ children: [item({})] })] })] })] };
    expectError(await saveNavigation(loaded.revision, tooDeep as AdminNavigation['navigation'], office), 400, 'validation_failed');
    expect((await loadNavigation()).revision).toBe(loaded.revision);
  });

  it('refuses with 409 a save made from a navigation someone else has saved over', async () => {
    const mine = await loadNavigation(owner);
    const theirs = await loadNavigation(office);
    expect((await saveNavigation(theirs.revision, { ...theirs.navigation, header: theirs.navigation.header.slice(0, -1) }, office)).statusCode).toBe(200);
    expectError(await saveNavigation(mine.revision, mine.navigation), 409, 'conflict');
  });
});

const texts = (name: string) => ({ de: `${name} de`, fr: `${name} fr`, it: `${name} it`, en: `${name} en` });
const remove = (id: number, headers = owner) => t.app.inject({ method: 'DELETE', url: `${pagesUrl}/${id}`, headers });

/** A new page, published. */
async function publishedPage(slug: string): Promise<AdminPage> {
  const content: PageContent = {
    slugs: { de: slug, fr: `${slug}-fr`, it: `${slug}-it`, en: `${slug}-en` },
    titles: texts(slug),
    descriptions: texts(slug),
    blocks: { de: [{ type: 'paragraph', text: 'Bald weg.' }], fr: [], it: [], en: [] },
  };
  const res = await t.app.inject({ method: 'POST', url: pagesUrl, headers: owner, payload: { content } });
  expect(res.statusCode, res.body).toBe(200);
  return AdminPage.parse((await publish(AdminPage.parse(res.json()).id, 1, true)).json());
}

describe('deleting a page', () => {
  it('deletes a page with its versions: gone from the list and, despite the caches, from the shop and the sitemap at once; audited', async () => {
    const page = await publishedPage('fehlgriff');
    expect(page.required).toBe(false);
    // Seen once, so the shop's cache holds the page and the sitemap.
    expect(await shopTitle('de', 'fehlgriff')).toBe('fehlgriff de');
    expect(await sitemap()).toContain('/de/fehlgriff');

    const res = await remove(page.id, office);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: page.id, deleted: true });
    expectError(await shopPage('de', 'fehlgriff'), 404, 'not_found');
    expectError(await shopPage('en', 'fehlgriff-en'), 404, 'not_found');
    expect(await sitemap()).not.toContain('fehlgriff');
    expect((await pages()).some((row) => row.id === page.id)).toBe(false);
    expectError(await t.app.inject({ url: `${pagesUrl}/${page.id}`, headers: owner }), 404, 'not_found');
    expect((await auditOf('page', page.id))[0]).toMatchObject({
      action: 'page.delete',
      before: { version: 1, published: true, titles: { de: 'fehlgriff de' }, shown: { slugs: { de: 'fehlgriff' } } },
    });
    // Its address is free again.
    expect((await publishedPage('fehlgriff')).id).not.toBe(page.id);
  });

  it('answers 404 for a page that does not exist, or no longer', async () => {
    expectError(await remove(99999), 404, 'not_found');
    const page = await publishedPage('zweimal');
    expect((await remove(page.id)).statusCode).toBe(200);
    expectError(await remove(page.id), 404, 'not_found');
  });

  it('refuses with 409 while the navigation links to the page, naming where in the staff member’s language; deletes once the link is gone', async () => {
    const page = await publishedPage('verlinkt');
    const loaded = await loadNavigation();
    const link = item({ linkType: 'website', pageId: page.id, texts: { de: 'Verweis', fr: 'Lien', it: 'Collegamento', en: 'Link' } });
    const group = item({ texts: { de: 'Gruppe', fr: 'Groupe', it: 'Gruppo', en: 'Group' }, children: [{ ...link, children: [] }] });
    const linked = { ...loaded.navigation, header: [...loaded.navigation.header, group] };
    const saved = await saveNavigation(loaded.revision, linked);
    expect(saved.statusCode, saved.body).toBe(200);

    const refused = expectError(await remove(page.id), 409, 'conflict');
    expect(refused.error.message).toBe(
      'Die Seite kann nicht gelöscht werden, weil die Navigation auf sie verweist: Kopfzeile › Gruppe › Verweis. Entfernen Sie zuerst diese Einträge unter „Navigation“.',
    );
    expect(expectError(await remove(page.id, office), 409, 'conflict').error.message).toContain('Header › Group › Link');
    expect(await shopTitle('de', 'verlinkt')).toBe('verlinkt de');

    const unlinked = await saveNavigation(AdminNavigation.parse(saved.json()).revision, loaded.navigation);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await remove(page.id)).statusCode).toBe(200);
  });

  it('refuses the pages the shop itself links to: the home page and the legal pages', async () => {
    for (const slug of ['', 'agb', 'impressum', 'datenschutz']) {
      const id = await pageIdOf(slug);
      expect((await load(id)).required, slug).toBe(true);
      expect(expectError(await remove(id, office), 409, 'conflict').error.message).toBe(
        'The shop needs this page (home, imprint, privacy policy or terms): it cannot be deleted.',
      );
    }
    expect(await shopTitle('de', 'agb')).toContain('AGB');
  });

  it('refuses with 409 to take those pages off the shop, as it refuses to delete them; the shop keeps showing them', async () => {
    for (const slug of ['', 'agb', 'impressum', 'datenschutz']) {
      const page = await load(await pageIdOf(slug));
      expect(expectError(await publish(page.id, page.version, false, office), 409, 'conflict').error.message).toBe(
        'The shop needs this page (home, imprint, privacy policy or terms): it cannot be taken off the shop.',
      );
      expect((await load(page.id)).published, slug).toBe(true);
    }
    expect(expectError(await publish(await pageIdOf('agb'), 1, false), 409, 'conflict').error.message).toContain('Startseite, Impressum');
    expect((await shopPage('de', '')).statusCode).toBe(200);
    expect(await shopTitle('de', 'agb')).toContain('AGB');
  });

  it('is for the owner and the office: production is refused, and nobody without a session', async () => {
    const page = await publishedPage('geschuetzt');
    const production = { cookie: (await staffSession(t.app, 'production')).headers.cookie, 'accept-language': 'de' };
    expectError(await remove(page.id, production), 403, 'forbidden');
    expectError(await t.app.inject({ method: 'DELETE', url: `${pagesUrl}/${page.id}` }), 401, 'unauthorized');
    expect(await shopTitle('de', 'geschuetzt')).toBe('geschuetzt de');
  });
});
