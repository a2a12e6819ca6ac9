import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../../../shared/api/cms';
import { containsCurrent, isCurrentItem, itemHref } from './item-href';

const item = (over: Partial<NavigationItem>): NavigationItem => ({
  id: 1,
  type: 'item',
  linkType: 'website',
  url: '/de/hilfe',
  hash: null,
  text: 'Hilfe',
  subItems: [],
  ...over,
});

describe('navigation item links', () => {
  it('adds the hash', () => {
    expect(itemHref(item({ hash: 'payment' }))).toBe('/de/hilfe#payment');
    expect(itemHref(item({ url: null, linkType: 'noLink' }))).toBeNull();
  });

  it('marks the current page, by hash when the item has one', () => {
    expect(isCurrentItem(item({}), '/de/hilfe', '')).toBe(true);
    expect(isCurrentItem(item({ hash: 'payment' }), '/de/hilfe', '')).toBe(false);
    expect(isCurrentItem(item({ hash: 'payment' }), '/de/hilfe', '#payment')).toBe(true);
    expect(isCurrentItem(item({ linkType: 'externalWebsite', url: '/de/hilfe' }), '/de/hilfe', '')).toBe(false);
  });

  it('finds a current page three levels down', () => {
    const tree = item({
      url: null,
      linkType: 'noLink',
      subItems: [item({ url: null, type: 'title', linkType: 'noLink', subItems: [item({ url: '/de/leinwand' })] })],
    });
    expect(containsCurrent(tree, '/de/leinwand', '')).toBe(true);
    expect(containsCurrent(tree, '/de/poster', '')).toBe(false);
  });
});
