import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { basketItems, baskets, type StoredInstruction } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { hashSecret } from '../../plugins/app/auth';
import { BASKET_COOKIE } from '../../http/basket-cookie';

const t = useTestApp();

describe('GET /api/basket/count', () => {
  it('is 0 for a new visitor and for an unknown basket cookie', async () => {
    expect((await t.app.inject({ url: '/api/basket/count' })).json()).toEqual({ count: 0 });
    const unknown = await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: 'nope' } });
    expect(unknown.json()).toEqual({ count: 0 });
  });

  it("counts the items of the visitor's open basket only", async () => {
    const token = randomBytes(32).toString('base64url');
    const [basket] = await t.database.db
      .insert(baskets)
      .values({ tokenHash: hashSecret(token) })
      .returning();
    const item = { basketId: basket!.id, productId: 'poster', productVersion: 1, instruction: {} as StoredInstruction, design: {}, printdata: {} };
    await t.database.db.insert(basketItems).values([
      { ...item, quantity: 1 },
      { ...item, quantity: 3 },
    ]);
    const res = await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: token } });
    expect(res.json()).toEqual({ count: 2 });
  });
});
