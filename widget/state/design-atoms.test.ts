import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { isImageItem, lowestDpi } from '../../shared/domain';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseProductAtom, configuratorStateAtom } from './configurator-atoms';
import { canRedoAtom, canUndoAtom, chooseEdgeAtom, chooseLayoutAtom, placeImageAtom, redoAtom, selectImagesAtom, undoAtom } from './design-atoms';

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
});
