import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseOptionAtom, chooseProductAtom, configuratorStateAtom, setQuantityAtom } from './configurator-atoms';

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
});
