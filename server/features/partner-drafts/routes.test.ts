import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DRAFT_HEADER, DraftCreated, HandoverClaimed, HandoverCreated } from '../../../shared/api/partner-drafts';
import { ApiErrorBody } from '../../../shared/api/error';
import { basketItems, baskets, images, type StoredInstruction } from '../../db/schema';
import { hashSecret } from '../../plugins/app/auth';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import { useTestApp } from '../../test/use-test-app';
import { BASKET_COOKIE } from '../../http/basket-cookie';

const PARTNER = 'http://partner.test';
const t = useTestApp({ PARTNER_ORIGINS: PARTNER });

async function newDraft(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: PARTNER } });
  expect(res.statusCode).toBe(200);
  return DraftCreated.parse(res.json()).token;
}

/** A draft holding one basket item and one anonymous upload, as the partner widget leaves it. */
async function draftWithItem(): Promise<{ token: string; basketId: number; imageId: string }> {
  const token = await newDraft();
  // The draft answers the basket calls through its header; the count proves it is found.
  const count = await t.app.inject({ url: '/api/basket/count', headers: { [DRAFT_HEADER]: token } });
  expect(count.json()).toEqual({ count: 0 });
  const [draft] = await t.database.db
    .select({ id: baskets.id, status: baskets.status })
    .from(baskets)
    .where(eq(baskets.tokenHash, hashSecret(token)));
  expect(draft?.status).toBe('draft');
  const basketId = draft!.id;
  // With its picture: a handover refuses an item without the one its product prints.
  const { canvas, template } = await canvasAndTemplate(t.app);
  const { area, design } = templateOnCanvas(canvas, template);
  await t.database.db.insert(basketItems).values({
    basketId,
    productId: 'canvas',
    productVersion: 1,
    quantity: 2,
    instruction: {} as StoredInstruction,
    design: { [area.id]: design },
    printdata: {},
  });
  const imageId = `draft-image-${basketId}`;
  await t.database.db.insert(images).values({ id: imageId, kind: 'upload', basketId, format: 'jpeg', width: 100, height: 80, name: 'photo.jpg' });
  expect((await t.app.inject({ url: '/api/basket/count', headers: { [DRAFT_HEADER]: token } })).json()).toEqual({ count: 1 });
  return { token, basketId, imageId };
}

async function handover(token: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/drafts/handover', headers: { [DRAFT_HEADER]: token, origin: PARTNER } });
  expect(res.statusCode).toBe(200);
  return HandoverCreated.parse(res.json()).code;
}

const claim = (code: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/basket/handover/claim', payload: { code }, cookies, headers: { 'accept-language': 'de' } });

describe('partner drafts and handover', () => {
  it("moves the draft's items and images into the claiming visitor's own basket, once", async () => {
    const { token, basketId, imageId } = await draftWithItem();
    const code = await handover(token);
    expect(code.startsWith(`${basketId}.`)).toBe(true);

    const claimed = await claim(code);
    expect(claimed.statusCode).toBe(200);
    expect(HandoverClaimed.parse(claimed.json())).toEqual({ count: 1, moved: 1 });
    const cookie = claimed.cookies.find((c) => c.name === BASKET_COOKIE);
    expect(cookie?.sameSite).toBe('Lax');
    // The visitor's cookie basket now counts the item; the draft is empty.
    expect((await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: cookie!.value } })).json()).toEqual({ count: 1 });
    expect((await t.app.inject({ url: '/api/basket/count', headers: { [DRAFT_HEADER]: token } })).json()).toEqual({ count: 0 });
    const [image] = await t.database.db.select({ basketId: images.basketId }).from(images).where(eq(images.id, imageId));
    expect(image?.basketId).not.toBe(basketId);
    const listed = await t.app.inject({ url: '/api/images', cookies: { [BASKET_COOKIE]: cookie!.value } });
    expect((listed.json() as { images: { id: string }[] }).images.map((i) => i.id)).toContain(imageId);

    const again = await claim(code, { [BASKET_COOKIE]: cookie!.value });
    expect(again.statusCode).toBe(410);
    expect(ApiErrorBody.parse(again.json()).error).toMatchObject({ code: 'gone', message: expect.stringMatching(/abgelaufen|verwendet/) });
  });

  it('adds to a basket the visitor already has', async () => {
    const first = await draftWithItem();
    const firstClaim = await claim(await handover(first.token));
    const cookie = firstClaim.cookies.find((c) => c.name === BASKET_COOKIE)!.value;
    const second = await draftWithItem();
    const res = await claim(await handover(second.token), { [BASKET_COOKIE]: cookie });
    expect(res.json()).toEqual({ count: 2, moved: 1 });
    expect(res.cookies.find((c) => c.name === BASKET_COOKIE)).toBeUndefined();
  });

  it('refuses an expired code with 410 and leaves the draft as it was', async () => {
    const { token } = await draftWithItem();
    const code = await handover(token);
    const eleven = new Date(Date.now() - 11 * 60_000);
    await t.database.db
      .update(baskets)
      .set({ createdAt: eleven })
      .where(eq(baskets.tokenHash, hashSecret(code)));
    expect((await claim(code)).statusCode).toBe(410);
    expect((await t.app.inject({ url: '/api/basket/count', headers: { [DRAFT_HEADER]: token } })).json()).toEqual({ count: 1 });
  });

  it('answers 404 for an unknown or edited code, and for a handover without a draft', async () => {
    const { token, basketId } = await draftWithItem();
    const code = await handover(token);
    const edited = `${basketId + 1}.${code.split('.')[1]}`;
    expect((await claim(edited)).statusCode).toBe(404);
    expect((await claim('nonsense')).statusCode).toBe(404);
    const none = await t.app.inject({ method: 'POST', url: '/api/drafts/handover', headers: { [DRAFT_HEADER]: 'unknown-token' } });
    expect(none.statusCode).toBe(404);
    expect((await claim(code)).statusCode).toBe(200);
  });

  it('never takes a draft token from a cookie basket or a cookie from a draft', async () => {
    const { token } = await draftWithItem();
    // A draft token used as the basket cookie is not an open basket.
    expect((await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: token } })).json()).toEqual({ count: 0 });
  });

  it('lets configured partner origins send the draft header, and no other origin', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/drafts/handover',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-printshop-draft' },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/X-Printshop-Draft/i);
    const other = await preflight('http://evil.test');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const refused = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: 'http://evil.test' } });
    expect(refused.statusCode).toBe(403);
  });
});
