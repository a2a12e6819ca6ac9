import { describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { preloadProduct } from './preloaded-product';

describe('a preloaded product', () => {
  it('that has arrived is there at once, and as the answer', async () => {
    const preloaded = preloadProduct(canvas);
    expect(preloaded.peek()).toBe(canvas);
    await expect(preloaded).resolves.toBe(canvas);
  });

  it('that arrives later is there once it is answered', async () => {
    const preloaded = preloadProduct(new Promise((resolve) => setTimeout(resolve, 10, canvas)));
    expect(preloaded.peek()).toBeUndefined();
    await expect(preloaded).resolves.toBe(canvas);
    expect(preloaded.peek()).toBe(canvas);
  });

  it('that failed is never there, and rejects with the failure', async () => {
    const preloaded = preloadProduct(Promise.reject(new Error('offline')));
    await expect(preloaded).rejects.toThrow('offline');
    expect(preloaded.peek()).toBeUndefined();
  });
});
