import { describe, expect, it } from 'vitest';
import { isRequiredPage, navigationLinksTo } from './page-deletion';

interface Node {
  linkType: string;
  pageId: number | null;
  texts: Record<string, string>;
  children: Node[];
}

const node = (label: string, fields: { linkType?: string; pageId?: number | null; children?: Node[] } = {}): Node => ({
  linkType: fields.linkType ?? 'noLink',
  pageId: fields.pageId ?? null,
  texts: { de: label, en: `${label} (en)` },
  children: fields.children ?? [],
});

describe('navigationLinksTo', () => {
  it('finds every website link to the page at any depth of both lists, with the labels leading to it', () => {
    const navigation = {
      main: [node('Service', { children: [node('Hilfe', { children: [node('Versand', { linkType: 'website', pageId: 7 })] })] })],
      header: [node('Über uns', { linkType: 'website', pageId: 7 }), node('Andere', { linkType: 'website', pageId: 8 })],
    };
    const links = navigationLinksTo(navigation, 7);
    expect(links.map(({ list, trail }) => [list, trail.map((texts) => texts.de)])).toEqual([
      ['main', ['Service', 'Hilfe', 'Versand']],
      ['header', ['Über uns']],
    ]);
    expect(navigationLinksTo(navigation, 9)).toEqual([]);
  });

  it('ignores a page id left on an entry that is no website link', () => {
    expect(navigationLinksTo({ main: [node('Korb', { linkType: 'basket', pageId: 7 })], header: [] }, 7)).toEqual([]);
  });
});

describe('isRequiredPage', () => {
  it('holds for the home page and the legal pages, not for pages staff add or other seeded ones', () => {
    expect(['home', 'imprint', 'privacy', 'terms'].map(isRequiredPage)).toEqual([true, true, true, true]);
    expect([null, 'about', 'help'].map(isRequiredPage)).toEqual([false, false, false]);
  });
});
