import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { isImageItem, lowestDpi } from '../../shared/domain';
import { TEXT_DEFAULTS, type TextItem } from '../../shared/domain/text';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseOptionAtom, chooseProductAtom, configuratorStateAtom } from './configurator-atoms';
import { canRedoAtom, canUndoAtom, chooseEdgeAtom, chooseLayoutAtom, placeImageAtom, redoAtom, selectImagesAtom, undoAtom, withDesign } from './design-atoms';

const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });

function setup() {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  const areaId = canvas.printAreas[0]?.id as string;
  const area = () => store.get(configuratorStateAtom).design[areaId];
  return { store, area };
}

describe('design atoms', () => {
  it('build the design from the chosen images and follow the design style', () => {
    const { store, area } = setup();
    store.set(selectImagesAtom, [photo('a')]);
    expect(store.get(configuratorStateAtom).designStyle).toBe('oneImage');
    expect(area()?.items).toHaveLength(1);
    store.set(selectImagesAtom, [photo('a'), photo('b')]);
    expect(store.get(configuratorStateAtom).designStyle).toBe('collage');
    expect(store.get(configuratorStateAtom).imagesSelected.map((i) => i.id)).toEqual(['a', 'b']);
    store.set(selectImagesAtom, []);
    expect(store.get(configuratorStateAtom).designStyle).toBe('noImage');
  });

  it('place images covering their cell, with undo and redo', () => {
    const { store, area } = setup();
    store.set(selectImagesAtom, [photo('a')]);
    const fitted = lowestDpi(area()!);
    expect(store.get(canUndoAtom)).toBe(false);
    const item = area()!.items[0]!;
    if (!isImageItem(item)) throw new Error('not an image item');
    // Against the crop's limit a move changes nothing: no undo step, no new state.
    const state = store.get(configuratorStateAtom);
    store.set(placeImageAtom, { index: 0, placement: { ...item.specs.placement, cy: -1e6 } });
    expect(store.get(configuratorStateAtom)).toBe(state);
    expect(store.get(canUndoAtom)).toBe(false);
    store.set(placeImageAtom, { index: 0, placement: { ...item.specs.placement, scale: item.specs.placement.scale * 2, cx: -1e6 } });
    expect(lowestDpi(area()!)).toBeCloseTo((fitted as number) / 2, 6);
    expect(store.get(configuratorStateAtom).printdata).toHaveProperty(canvas.printAreas[0]!.id);
    store.set(undoAtom);
    expect(lowestDpi(area()!)).toBeCloseTo(fitted as number, 6);
    expect(store.get(canRedoAtom)).toBe(true);
    store.set(redoAtom);
    expect(lowestDpi(area()!)).toBeCloseTo((fitted as number) / 2, 6);
  });

  it('keep the chosen edge through new images and layouts, as one undo step', () => {
    const { store, area } = setup();
    store.set(selectImagesAtom, [photo('a')]);
    expect(area()?.edge).toBeUndefined();
    store.set(chooseEdgeAtom, { mode: 'colour', colour: '#223344' });
    expect(area()?.edge).toEqual({ mode: 'colour', colour: '#223344' });
    store.set(undoAtom);
    expect(area()?.edge).toBeUndefined();
    store.set(redoAtom);
    store.set(selectImagesAtom, [photo('a'), photo('b')]);
    store.set(chooseLayoutAtom, 'columns-2');
    expect(area()?.items).toHaveLength(2);
    expect(area()?.edge).toEqual({ mode: 'colour', colour: '#223344' });
  });

  it('keep the edge through a placement, which one undo takes back', () => {
    const { store, area } = setup();
    store.set(selectImagesAtom, [photo('a')]);
    store.set(chooseEdgeAtom, { mode: 'mirror', colour: '#ffffff' });
    const item = area()!.items[0]!;
    if (!isImageItem(item)) throw new Error('not an image item');
    const zoomed = { ...item.specs.placement, scale: item.specs.placement.scale * 2 };
    store.set(placeImageAtom, { index: 0, placement: zoomed });
    const before = area();
    store.set(placeImageAtom, { index: 0, placement: { ...zoomed, cx: zoomed.cx + 15 } });
    expect(area()).not.toEqual(before);
    expect(area()?.edge).toEqual({ mode: 'mirror', colour: '#ffffff' });
    store.set(undoAtom);
    expect(area()).toEqual(before);
  });

  it("keep each photo's adjustment and the texts through new images, a new layout and a new size", () => {
    const { store, area } = setup();
    store.set(selectImagesAtom, [photo('a'), photo('b')]);
    const state = store.get(configuratorStateAtom);
    const areaId = canvas.printAreas[0]!.id;
    const { sideArea, trim } = state.instruction.printAreas[0]!.specs;
    const title: TextItem = { type: 'text', specs: { ...TEXT_DEFAULTS, text: 'Grosi 80', x: 300, y: 100 } };
    const [first, second] = area()!.items;
    const adjusted = { ...area()!, items: [first!, { ...second!, specs: { ...second!.specs, adjust: 'sepia' } }, title] };
    store.set(configuratorStateAtom, withDesign(state, { [areaId]: adjusted }));
    store.set(selectImagesAtom, [photo('b'), photo('a'), photo('c')]);
    store.set(chooseLayoutAtom, 'rows-3');
    // The placed photos keep their cells (a, b), the new one comes after them.
    expect(area()!.items.map((item) => [item.type, item.specs.orig?.id, item.specs.adjust])).toEqual([
      ['image', 'a', undefined],
      ['image', 'b', 'sepia'],
      ['image', 'c', undefined],
      ['text', undefined, undefined],
    ]);
    expect(area()!.items.at(-1)).toEqual(title);
    // 60 x 40 cm to 120 x 80 cm: the text keeps its place on the front, twice as large.
    const edge = sideArea + trim;
    store.set(chooseOptionAtom, { attributeId: 'size', value: '120x80' });
    expect(area()!.items.at(-1)!.specs).toMatchObject({ x: edge + (300 - edge) * 2, y: edge + (100 - edge) * 2, sizeMm: TEXT_DEFAULTS.sizeMm * 2 });
    expect(area()!.items[1]!.specs.adjust).toBe('sepia');
  });
});
