import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncachedProducts } from '../../catalogue/product-repository';
import { prepareBasketLookups } from '../../db/basket-lookups';
import type { Database } from '../../db/database';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { ANONYMOUS, type Visitor } from '../../http/visitor';
import { openTestDatabase } from '../../test/test-database';
import { addStatic, cloneItem, removeItem } from './basket-actions';
import { basketItemCount } from './basket-session';
import { createDesignThumbnails } from '../../thumbnails/design-thumbnail-urls';

/* The basket services called directly, without the app: a context is all they need. */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const contextFor = (visitor: Partial<Visitor> = {}): ServiceContext => ({
  db: database.db,
  productRepository: uncachedProducts(database.db),
  basketLookups: prepareBasketLookups(database.db),
  now: new Date('2026-03-02T10:00:00Z'),
  log: pino({ level: 'silent' }),
  ip: '192.0.2.1',
  locale: 'en',
  visitor: { ...ANONYMOUS, ...visitor },
  thumbnails: createDesignThumbnails(Buffer.from('basket-actions-test-secret-of-32-characters')),
});

describe('basket actions', () => {
  it("opens a visitor's basket with the first item and hands its token to the caller, never again after", async () => {
    const first = await addStatic(contextFor(), { productId: 'gift-voucher', quantity: 1, configuration: {} });
    expect(first.value.count).toBe(1);
    expect(first.basketToken).toEqual(expect.any(String));
    const visitor = { basketToken: first.basketToken };

    const second = await addStatic(contextFor(visitor), { productId: 'gift-voucher', quantity: 2, configuration: {} });
    expect(second).toMatchObject({ value: { count: 2 }, basketToken: null });
    await cloneItem(contextFor(visitor), second.value.basketItemId);
    expect(await basketItemCount(contextFor(visitor))).toBe(3);
  });

  it("never finds an item of another visitor's basket", async () => {
    const mine = await addStatic(contextFor(), { productId: 'gift-voucher', quantity: 1, configuration: {} });
    const other = await addStatic(contextFor(), { productId: 'gift-voucher', quantity: 1, configuration: {} });
    await expect(removeItem(contextFor({ basketToken: other.basketToken }), mine.value.basketItemId)).rejects.toThrow(HttpError);
    await expect(removeItem(contextFor(), mine.value.basketItemId)).rejects.toMatchObject({ code: 'not_found' });
    await removeItem(contextFor({ basketToken: mine.basketToken }), mine.value.basketItemId);
    expect(await basketItemCount(contextFor({ basketToken: mine.basketToken }))).toBe(0);
  });
});
