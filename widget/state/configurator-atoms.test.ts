import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseOptionAtom, chooseProductAtom, configuratorStateAtom, relabelProductAtom, setQuantityAtom, storeTemplatesAtom } from './configurator-atoms';

describe('configurator atoms', () => {
  it('choose a product with its default configuration and price it', () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    const state = store.get(configuratorStateAtom);
    expect(state.product?.id).toBe(canvas.id);
    expect(state.quantity).toBe(1);
    expect(state.price.unitRappen % 100).toBe(90);
    expect(Object.keys(state.instruction.configuration)).toEqual(canvas.attributes.map((a) => a.id));
  });

  it('reprice on an option and a quantity change, and keep stores apart', () => {
    const one = createStore();
    const two = createStore();
    one.set(chooseProductAtom, canvas);
    two.set(chooseProductAtom, canvas);
    const before = one.get(configuratorStateAtom).price.totalRappen;
    one.set(setQuantityAtom, 3);
    expect(one.get(configuratorStateAtom).price.quantity).toBe(3);
    expect(one.get(configuratorStateAtom).price.totalRappen).toBeGreaterThan(before);
    expect(two.get(configuratorStateAtom).quantity).toBe(1);
    one.set(chooseOptionAtom, { attributeId: 'size', value: { custom: true, width: 500, height: 20 } });
    expect(one.get(configuratorStateAtom).errors.length).toBeGreaterThan(0);
  });

  it("take the same product's names in another language and keep its configuration; ignore another product", () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    store.set(setQuantityAtom, 3);
    store.set(relabelProductAtom, { ...canvas, name: 'Toile' });
    expect(store.get(configuratorStateAtom).product?.name).toBe('Toile');
    expect(store.get(configuratorStateAtom).quantity).toBe(3);
    store.set(relabelProductAtom, { ...canvas, id: 'poster', name: 'Poster' });
    expect(store.get(configuratorStateAtom).product?.name).toBe('Toile');
  });
});

describe('loading a basket item', () => {
  it('restores configuration, quantity and images; edit keeps the id, clone clears it', async () => {
    const { selectImagesAtom, chosenImagesAtom } = await import('./design-atoms');
    const { loadBasketItemAtom } = await import('./configurator-atoms');
    const source = createStore();
    source.set(chooseProductAtom, canvas);
    source.set(setQuantityAtom, 4);
    source.set(selectImagesAtom, [{ orig: { id: 'template:x', width: 4800, height: 3200 }, src: '/x.svg' }]);
    const state = source.get(configuratorStateAtom);
    const item = {
      id: 12,
      productId: canvas.id,
      instruction: { ...state.instruction, bom: [] },
      design: state.design,
      printdata: state.printdata,
      quantity: state.quantity,
    } as unknown as Parameters<typeof loadBasketItemAtom.write>[2]['item'];

    const edit = createStore();
    edit.set(loadBasketItemAtom, { product: canvas, item, clone: false });
    expect(edit.get(configuratorStateAtom)).toMatchObject({ basketItemId: '12', quantity: 4, designStyle: 'oneImage' });
    expect(edit.get(configuratorStateAtom).price.totalRappen).toBe(state.price.totalRappen);
    expect(edit.get(chosenImagesAtom).map((i) => i.orig.id)).toEqual(['template:x']);

    const clone = createStore();
    clone.set(loadBasketItemAtom, { product: canvas, item, clone: true });
    expect(clone.get(configuratorStateAtom).basketItemId).toBeNull();
  });

  it('keep the templates the server answered in the state, also across a product change', () => {
    const store = createStore();
    const templates = [{ id: 'alps', name: 'Alps', width: 6000, height: 4000, url: '/t/alps.jpg', thumbnailUrl: '/t/alps-s.jpg' }];
    store.set(storeTemplatesAtom, templates);
    expect(store.get(configuratorStateAtom).templates).toEqual(templates);
    store.set(chooseProductAtom, canvas);
    expect(store.get(configuratorStateAtom).templates).toEqual(templates);
  });
});
