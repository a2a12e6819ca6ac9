import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsPage } from '../../shared/api/cms';
import type { FirstPageData } from '../../shared/api/first-page';
import { pageKey } from '../features/content/content-request';
import { navigationKey } from '../features/navigation/use-header-data';
import { takePrimed } from '../lib/primed';
import { readFirstPageData } from './first-page-data';
import { primeFirstPage } from './prime-first-page';

const navigation = { main: [], header: [] };
const page: CmsPage = {
  kind: 'content',
  id: 1,
  title: 'Leinwand',
  description: '',
  blocks: [],
  alternates: { de: 'leinwand', fr: 'toile', it: 'tela', en: 'canvas' },
};
const inline: FirstPageData = { lang: 'de', path: 'leinwand', navigation, page };

const fetchMock = vi.fn<(url: string) => Promise<Response>>(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockClear());

const loadNever = () => Promise.reject(new Error('must come from the HTML'));

describe('the first page', () => {
  it('reads the inline data once and removes it from the document', () => {
    document.body.innerHTML = `<script type="application/json" id="first-page-data">${JSON.stringify(inline).replace(/</g, '\\u003c')}</script>`;
    expect(readFirstPageData()).toEqual(inline);
    expect(document.getElementById('first-page-data')).toBeNull();
    expect(readFirstPageData()).toBeNull();
  });

  it('takes navigation and page from the HTML instead of asking the API', async () => {
    primeFirstPage('/de/leinwand', inline);
    expect(await takePrimed(navigationKey('de'), loadNever)).toEqual(navigation);
    expect(await takePrimed(pageKey('de', 'leinwand'), loadNever)).toEqual(page);
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('/api/cms/'))).toBe(false);
  });

  it('answers 404 for a path the server found no page for', async () => {
    primeFirstPage('/de/gibt-es-nicht', { ...inline, path: 'gibt-es-nicht', page: null });
    await expect(takePrimed(pageKey('de', 'gibt-es-nicht'), loadNever)).rejects.toMatchObject({ status: 404 });
  });

  it('asks the API when the inline data belongs to another page or language', async () => {
    primeFirstPage('/fr/toile', inline);
    await takePrimed(navigationKey('fr'), loadNever).catch(() => undefined);
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toEqual(
      expect.arrayContaining([expect.stringContaining('/api/cms/navigations?language=fr'), expect.stringContaining('/api/cms/page?lang=fr&path=toile')]),
    );
  });
});
