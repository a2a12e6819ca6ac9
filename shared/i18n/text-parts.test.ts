import { describe, expect, it } from 'vitest';
import { catalogues } from './messages/index';
import { shopTexts, type TextPart, textsOfPart } from './text-parts';

const ids = (part: TextPart) => new Set(Object.keys(textsOfPart(catalogues.de, part)));
const some = (set: Set<string>, prefix: string) => [...set].some((id) => id.startsWith(prefix));

describe('text parts', () => {
  it('keeps the configurator texts and the shop texts it reuses in its part, and leaves out the shop pages', () => {
    const configurator = ids('configurator');
    expect(configurator).toContain('design.zoomIn');
    expect(configurator).toContain('preview.view.room');
    expect(some(configurator, 'checkout.')).toBe(false);
  });

  it('puts every shop text in exactly one of the shop parts, and none that only the configurator words', () => {
    const parts = (['first', 'later', 'admin'] as const).map(ids);
    const shop = Object.keys(shopTexts(catalogues.de));
    expect(shop).not.toContain('design.zoomIn');
    for (const id of shop) expect(parts.filter((part) => part.has(id)).length, id).toBe(1);
  });

  it('words the first paint without the back office', () => {
    const first = ids('first');
    expect(first).toContain('shop.name');
    expect(some(first, 'admin.')).toBe(false);
  });
});
