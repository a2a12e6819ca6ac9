import { describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { productAtom } from '../state/state-slices';
import { preloadProduct } from './preloaded-product';
import { startProductAtom, startStore } from './start-store';

const start = (product = preloadProduct(canvas)) => ({ productId: canvas.id, locale: 'de' as const, product });

describe('a configurator’s store made with the product it starts at', () => {
  it('holds the product for its flow', () => {
    const given = start();
    expect(startStore(given, true).get(startProductAtom)).toBe(given);
  });

  it('has it chosen when it has arrived and nothing else is loaded for it', () => {
    expect(startStore(start(), true).get(productAtom)).toBe(canvas);
  });

  it('leaves the choice to the flow while a draft or the host’s settings are still to load', () => {
    expect(startStore(start(), false).get(productAtom)).toBeNull();
  });

  it('leaves the choice to the flow while the product is still asked for', () => {
    expect(startStore(start(preloadProduct(new Promise(() => undefined))), true).get(productAtom)).toBeNull();
  });
});
