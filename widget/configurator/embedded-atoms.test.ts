import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseProductAtom, configuratorStateAtom } from '../state/configurator-atoms';
import { chosenImagesAtom } from '../state/design-atoms';
import { enterEmbeddedAtom } from './embedded-atoms';

const image = {
  type: 'image' as const,
  specs: {
    orig: { id: 'template:alpine-lake', width: 3000, height: 2000 },
    src: 'https://shop.example/assets/alpine-lake.jpg',
    placement: { cx: 0, cy: 0, scale: 1, rotation: 0 },
    cell: { x: 0, y: 0, width: 1, height: 1 },
    layout: null,
  },
};

describe('enterEmbeddedAtom', () => {
  it("loads the host's configuration and design, and the design's images become the chosen ones", () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    store.set(enterEmbeddedAtom, {
      instruction: { configuration: { size: { custom: false, id: '120x80', name: '120 x 80 cm' } } },
      design: { front: { items: [image] } },
      printdata: { front: { note: 'kept' } },
    });
    const state = store.get(configuratorStateAtom);
    expect(state).toMatchObject({ embeddedMode: true, designStyle: 'oneImage', printdata: { front: { note: 'kept' } } });
    expect(state.instruction.configuration.size).toMatchObject({ id: '120x80' });
    expect(store.get(chosenImagesAtom)).toEqual([{ orig: image.specs.orig, src: image.specs.src }]);
  });

  it('starts from empty defaults and the product default without settings', () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    const chosen = store.get(configuratorStateAtom).instruction.configuration;
    store.set(enterEmbeddedAtom, {});
    const state = store.get(configuratorStateAtom);
    expect(state).toMatchObject({ embeddedMode: true, design: {}, printdata: {}, designStyle: 'noImage' });
    expect(state.instruction.configuration).toEqual(chosen);
    expect(store.get(chosenImagesAtom)).toEqual([]);
  });
});
