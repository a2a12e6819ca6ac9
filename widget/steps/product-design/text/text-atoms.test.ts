import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { canvas } from '../../../../shared/domain/test-fixtures';
import { chooseProductAtom } from '../../../state/configurator-atoms';
import { canUndoAtom, selectImagesAtom, undoAtom } from '../../../state/design-atoms';
import { imageItemsAtom } from '../../../state/state-slices';
import { addTextAtom, changeTextAtom, removeTextAtom, scaleTextAtom, selectedTextAtom, textGestureAtom, textItemsAtom } from './text-atoms';

function setup() {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(selectImagesAtom, [{ orig: { id: 'a', width: 6000, height: 4000 }, src: '/images/a.jpg' }]);
  return store;
}

const texts = (store: ReturnType<typeof setup>) => store.get(textItemsAtom).map((item) => item.specs.text);

describe('text atoms', () => {
  it('add a text as one undo step and select it, the image staying the first item', () => {
    const store = setup();
    expect(store.get(canUndoAtom)).toBe(false);
    store.set(addTextAtom, 'Ihr Text');
    expect(texts(store)).toEqual(['Ihr Text']);
    expect(store.get(selectedTextAtom)).toBe(0);
    expect(store.get(imageItemsAtom)).toHaveLength(1);
    store.set(undoAtom);
    expect(texts(store)).toEqual([]);
  });

  it('make each change one undo step, and a change that changes nothing none', () => {
    const store = setup();
    store.set(addTextAtom, 'A');
    store.set(changeTextAtom, { index: 0, change: { text: 'Zürich 2026' } });
    store.set(changeTextAtom, { index: 0, change: { font: 'lora' } });
    store.set(changeTextAtom, { index: 0, change: { font: 'lora' } });
    expect(store.get(textItemsAtom)[0]?.specs).toMatchObject({ text: 'Zürich 2026', font: 'lora' });
    store.set(undoAtom);
    expect(store.get(textItemsAtom)[0]?.specs).toMatchObject({ text: 'Zürich 2026', font: 'open-sans' });
  });

  it('remove the selected text and select the image again', () => {
    const store = setup();
    store.set(addTextAtom, 'A');
    store.set(addTextAtom, 'B');
    expect(store.get(selectedTextAtom)).toBe(1);
    store.set(removeTextAtom, 0);
    expect(texts(store)).toEqual(['B']);
    expect(store.get(selectedTextAtom)).toBeNull();
  });

  it('resize a text by the wheel a notch an undo step, and show a two-finger gesture before it is one', () => {
    const store = setup();
    store.set(addTextAtom, 'A');
    const size = store.get(textItemsAtom)[0]!.specs.sizeMm;
    store.set(scaleTextAtom, { index: 0, factor: 2 });
    store.set(scaleTextAtom, { index: 0, factor: 2 });
    expect(store.get(textItemsAtom)[0]?.specs.sizeMm).toBeCloseTo(size * 4);
    store.set(undoAtom);
    expect(store.get(textItemsAtom)[0]?.specs.sizeMm).toBeCloseTo(size * 2);
    store.set(textGestureAtom, { index: 0, change: { sizeMm: 30, rotation: 45 } });
    expect(store.get(textItemsAtom)[0]?.specs).toMatchObject({ sizeMm: 30, rotation: 45 });
    store.set(textGestureAtom, null);
    expect(store.get(textItemsAtom)[0]?.specs.sizeMm).toBeCloseTo(size * 2);
  });
});
