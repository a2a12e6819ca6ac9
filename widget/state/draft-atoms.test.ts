import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { DraftState } from '../../shared/api/drafts';
import { isImageItem, type ImageItem } from '../../shared/domain';
import { placeByFocus } from '../../shared/domain/design/focus-placement';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseOptionAtom, chooseProductAtom, configuratorStateAtom } from './configurator-atoms';
import { chooseEdgeAtom, chooseLayoutAtom, chosenImagesAtom, layoutAtom, placeImageAtom, selectImagesAtom } from './design-atoms';
import { designArea } from './configurator-state';
import { imagePlacerAtom } from './design-rebuild';
import { draftContentAtom, draftContentKey, draftKey, restoreDraftAtom } from './draft-atoms';

const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });
const areaId = canvas.printAreas[0]!.id;

function designed() {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  return store;
}

const snapshot = (store: ReturnType<typeof createStore>, step: DraftState['step'] = 'productDesign'): DraftState => ({ step, ...store.get(draftContentAtom) });

const items = (store: ReturnType<typeof createStore>) => (store.get(configuratorStateAtom).design[areaId]?.items ?? []).filter(isImageItem) as ImageItem[];

/** What a draft goes through on its way to the server and back. */
const viaServer = (draft: DraftState) => DraftState.parse(JSON.parse(JSON.stringify(draft)));

describe('draft atoms', () => {
  it('a draft holds what the API accepts: configuration, quantity, images, layout, design and step', () => {
    const store = designed();
    store.set(selectImagesAtom, [photo('a'), photo('b')]);
    const draft = snapshot(store, 'imageSelection');
    expect(DraftState.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({ step: 'imageSelection', quantity: 1, images: [photo('a'), photo('b')] });
    expect(draft.design[areaId]?.items).toHaveLength(2);
  });

  it('a restored draft brings back the images, the placement, the layout and the edge as they were', () => {
    const store = designed();
    const size = canvas.attributes.find((a) => a.id === 'size')!.options.at(-1)!;
    store.set(chooseOptionAtom, { attributeId: 'size', value: size.id });
    store.set(selectImagesAtom, [photo('a'), photo('b'), photo('c')]);
    store.set(chooseLayoutAtom, 'feature-top-3');
    const first = items(store)[0]!;
    store.set(placeImageAtom, { index: 0, placement: { ...first.specs.placement, scale: first.specs.placement.scale * 1.5 } });
    store.set(chooseEdgeAtom, { mode: 'colour', colour: '#123456' });
    const draft = viaServer(snapshot(store));

    const restored = createStore();
    restored.set(restoreDraftAtom, { product: canvas, draft });
    expect(restored.get(configuratorStateAtom).instruction.configuration).toEqual(store.get(configuratorStateAtom).instruction.configuration);
    expect(restored.get(chosenImagesAtom)).toEqual(store.get(chosenImagesAtom));
    expect(restored.get(layoutAtom)).toBe('feature-top-3');
    expect(restored.get(configuratorStateAtom).design).toEqual(store.get(configuratorStateAtom).design);
    expect(restored.get(configuratorStateAtom).printdata).toEqual(store.get(configuratorStateAtom).printdata);
    expect(snapshot(restored)).toEqual(draft);
    // Read back from the server, the same draft compares equal: a restore alone saves nothing.
    expect(draftKey(snapshot(restored))).toBe(draftKey(draft));
  });

  it('lays the images out anew when the server dropped one of the design (never an empty design with images chosen)', () => {
    const store = designed();
    store.set(selectImagesAtom, [photo('a'), photo('b')]);
    const draft = viaServer(snapshot(store));
    // As the server answers once upload b is gone: b left the images and the design, a keeps its collage cell.
    const dropped = { ...draft, images: [photo('a')], design: { [areaId]: { items: draft.design[areaId]!.items.slice(0, 1) } } };

    const restored = createStore();
    restored.set(restoreDraftAtom, { product: canvas, draft: dropped });
    const [only, ...none] = items(restored);
    expect(none).toEqual([]);
    expect(only?.specs.orig.id).toBe('a');
    expect(only?.specs.layout).toBeNull();
    expect(only?.specs.cell).not.toEqual(draft.design[areaId]!.items.find(isImageItem)?.specs.cell);
    expect(restored.get(configuratorStateAtom).designStyle).toBe('oneImage');
  });

  it('lays the images out anew by their faces once a later step handed in the placer', () => {
    const store = designed();
    const face = { x: 100, y: 1800, width: 400, height: 500 };
    const a = { ...photo('a'), orig: { ...photo('a').orig, focus: { faces: [face], box: face } } };
    store.set(selectImagesAtom, [a, photo('b')]);
    const draft = viaServer(snapshot(store));
    const dropped = { ...draft, images: [a], design: { [areaId]: { items: draft.design[areaId]!.items.slice(0, 1) } } };

    const centred = createStore();
    centred.set(restoreDraftAtom, { product: canvas, draft: dropped });
    const placed = createStore();
    placed.set(imagePlacerAtom, { place: placeByFocus });
    placed.set(restoreDraftAtom, { product: canvas, draft: dropped });
    const [item] = items(placed);
    expect(item!.specs.placement).toEqual(placeByFocus(item!.specs.orig, item!.specs.cell, designArea(placed.get(configuratorStateAtom))!));
    expect(item!.specs.placement).not.toEqual(items(centred)[0]!.specs.placement);
  });

  it('a step alone is no content: the content key ignores it', () => {
    const store = designed();
    expect(draftContentKey(snapshot(store, 'productSettings'))).toBe(draftContentKey(snapshot(store, 'productDesign')));
    store.set(selectImagesAtom, [photo('a')]);
    expect(draftContentKey(snapshot(store, 'productSettings'))).not.toBe(draftContentKey(snapshot(designed(), 'productSettings')));
  });
});
