import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './messages/index';
import { shopTexts, type TextPart, textsOfPart } from './text-parts';

const ids = (part: TextPart) => new Set(Object.keys(textsOfPart(catalogues.de, part)));
const some = (set: Set<string>, prefix: string) => [...set].some((id) => id.startsWith(prefix));

/** The front ends' source files (tests aside) below `folder`, but those below `except`. */
function sources(folder: string, except: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(except));
}

describe('text parts', () => {
  it('keeps the configurator texts and the shop texts it reuses in its part, and leaves out the shop pages', () => {
    const configurator = ids('configurator');
    expect(configurator).toContain('configurator.steps.next');
    expect(configurator).toContain('orientation.landscape');
    expect(some(configurator, 'checkout.')).toBe(false);
  });

  it("puts the design step's own texts in the design part, and every configurator text in exactly one of the two", () => {
    const design = ids('design');
    const configurator = ids('configurator');
    expect(design).toContain('design.zoomIn');
    expect(design).toContain('design.layout.columns-2');
    expect(design).toContain('preview.view.room');
    // The basket step words it too.
    expect(configurator).toContain('design.noImage');
    for (const id of design) expect(configurator.has(id), id).toBe(false);
    const configuratorIds = ['configurator.', 'design.', 'images.', 'orientation.', 'preview.', 'template'];
    for (const id of Object.keys(catalogues.de).filter((key) => configuratorIds.some((prefix) => key.startsWith(prefix))))
      expect(Number(design.has(id)) + Number(configurator.has(id)), id).toBe(1);
  });

  it("has no design-part text worded outside the design step, whose chunk loads them (a literal id, or a template's start)", () => {
    const design = [...ids('design')];
    const outside = ['widget', 'shell', 'ui'].flatMap((folder) => sources(folder, path.join('widget', 'steps', 'product-design')));
    expect(outside).toContain(path.join('widget', 'configurator', 'step-slots.tsx'));
    for (const file of outside) {
      const used = [...readFileSync(file, 'utf8').matchAll(/['"`]((?:design|preview)\.[\w.-]*)/g)].map(([, id = '']) => id);
      for (const id of used)
        expect(
          design.filter((designId) => designId.startsWith(id)),
          `${file}: ${id}`,
        ).toEqual([]);
    }
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
