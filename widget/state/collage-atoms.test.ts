import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { isImageItem } from '../../shared/domain';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseCollageStyleAtom, moveIntoFreeCellAtom, swapImagesAtom } from './collage-atoms';
import { chooseOptionAtom, chooseProductAtom, configuratorStateAtom } from './configurator-atoms';
import { chooseLayoutAtom, chosenImagesAtom, selectImagesAtom, undoAtom } from './design-atoms';

const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });

function setup() {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(selectImagesAtom, [photo('a'), photo('b'), photo('c')]);
  const areaId = canvas.printAreas[0]?.id as string;
  const area = () => store.get(configuratorStateAtom).design[areaId];
  const ids = () =>
    area()
      ?.items.filter(isImageItem)
      .map((item) => item.specs.orig.id);
  return { store, area, ids };
}

describe('collage atoms', () => {
  it('swap two photos as one undo step, the chosen images following', () => {
    const { store, ids } = setup();
    store.set(swapImagesAtom, { a: 0, b: 2 });
    expect(ids()).toEqual(['c', 'b', 'a']);
    expect(store.get(chosenImagesAtom).map((image) => image.orig.id)).toEqual(['c', 'b', 'a']);
    store.set(undoAtom);
    expect(ids()).toEqual(['a', 'b', 'c']);
  });

  it('keep the swapped order through another layout and a new photo', () => {
    const { store, ids } = setup();
    store.set(swapImagesAtom, { a: 0, b: 1 });
    store.set(undoAtom);
    store.set(swapImagesAtom, { a: 0, b: 1 });
    store.set(chooseLayoutAtom, 'feature-left-3');
    expect(ids()).toEqual(['b', 'a', 'c']);
    store.set(selectImagesAtom, [...store.get(chosenImagesAtom), photo('d')]);
    expect(ids()).toEqual(['b', 'a', 'c', 'd']);
  });

  it('store the gap and background, which outlive another layout', () => {
    const { store, area } = setup();
    const before = area()?.items.map((item) => item.specs.cell);
    store.set(chooseCollageStyleAtom, { gap: 20, background: '#000000' });
    expect(area()?.collage).toEqual({ gap: 20, background: '#000000' });
    expect(area()?.items.map((item) => item.specs.cell)).not.toEqual(before);
    store.set(chooseLayoutAtom, 'rows-3');
    expect(area()?.collage).toEqual({ gap: 20, background: '#000000' });
    store.set(undoAtom);
    store.set(undoAtom);
    expect(area()?.collage).toBeUndefined();
    expect(area()?.items.map((item) => item.specs.cell)).toEqual(before);
  });

  it('keep a photo moved into a free cell there through a new size and a new photo, which takes the cell left free', () => {
    const { store, area, ids } = setup();
    const cellOf = () =>
      area()
        ?.items.filter(isImageItem)
        .map((item) => [item.specs.orig.id, item.specs.cellIndex ?? 'own']);
    // Three photos on a 2 x 2 grid: the bottom right cell is free, and the third photo moves into it.
    store.set(chooseLayoutAtom, 'grid-2x2');
    store.set(moveIntoFreeCellAtom, { a: 2, free: 0 });
    expect(cellOf()).toEqual([
      ['a', 'own'],
      ['b', 'own'],
      ['c', 3],
    ]);

    store.set(chooseOptionAtom, { attributeId: 'size', value: '120x80' });
    expect(cellOf()).toEqual([
      ['a', 'own'],
      ['b', 'own'],
      ['c', 3],
    ]);
    const moved = area()?.items.filter(isImageItem)[2]?.specs.cell;
    expect(moved !== undefined && moved.x > 600 && moved.y > 400, 'the bottom right cell of the larger canvas').toBe(true);

    store.set(selectImagesAtom, [...store.get(chosenImagesAtom), photo('d')]);
    expect(ids()).toEqual(['a', 'b', 'c', 'd']);
    expect(cellOf()).toEqual([
      ['a', 'own'],
      ['b', 'own'],
      ['c', 3],
      ['d', 2],
    ]);

    // Another layout lays the photos out by their places again.
    store.set(chooseLayoutAtom, 'feature-left-4');
    expect(cellOf()).toEqual([
      ['a', 'own'],
      ['b', 'own'],
      ['c', 'own'],
      ['d', 'own'],
    ]);
  });
});
