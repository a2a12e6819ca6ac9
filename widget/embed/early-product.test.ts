import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { createApiClient, type FetchLike } from '../../shared/api/client';
import { getProduct, getProducts } from '../../shared/api/config';
import { withEarlyProduct } from './early-product';

const SHOP = 'https://shop.test';

/** The shop's answer for a product as the loader got it (parsed by the client like any other). */
const earlyAnswer = () => Response.json({ not: 'a product' });

describe('the product asked for by the loader', () => {
  it('answers the first request of that product, once; every other request goes out', async () => {
    const sent: string[] = [];
    const plain = vi.fn<FetchLike>(async (url) => (sent.push(url), Response.json({})));
    const fetch = withEarlyProduct(plain, SHOP, 'poster', Promise.resolve(earlyAnswer()));
    const api = createApiClient({ baseUrl: SHOP, fetch, language: () => 'de' });
    // The early answer goes through the client's schema: this one is no product, so it is refused.
    await expect(api(getProduct, { params: { productId: 'poster' } })).rejects.toThrow(ZodError);
    expect(sent).toEqual([]);
    await api(getProduct, { params: { productId: 'poster' } }).catch(() => undefined);
    await api(getProducts).catch(() => undefined);
    expect(sent).toEqual([`${SHOP}/api/config/poster/product`, `${SHOP}/api/config/products`]);
  });

  it('hands a failed early request to the client as its own failure', async () => {
    const plain = vi.fn<FetchLike>();
    const fetch = withEarlyProduct(plain, SHOP, 'poster', Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ baseUrl: SHOP, fetch, language: () => 'de' });
    await expect(api(getProduct, { params: { productId: 'poster' } })).rejects.toThrow(TypeError);
    expect(plain).not.toHaveBeenCalled();
  });

  it('leaves the fetch alone without a product or an early answer', () => {
    const plain = vi.fn<FetchLike>();
    expect(withEarlyProduct(plain, SHOP, null, Promise.resolve(earlyAnswer()))).toBe(plain);
    expect(withEarlyProduct(plain, SHOP, 'poster', null)).toBe(plain);
  });
});
