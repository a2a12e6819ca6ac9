import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfiguratorDraftList, DraftSaved, type DraftState } from '../../../shared/api/drafts';
import { ImageInfo } from '../../../shared/api/images';
import type { Product } from '../../../shared/domain';
import type { Template } from '../../../shared/api/config';
import { baskets, configuratorDrafts } from '../../db/schema';
import { canvasAndTemplate, canvasItemBody, templateOnCanvas } from '../../test/canvas-item';
import { expectError } from '../../test/expect-error';
import { createImageTestApp, jpeg, multipart } from '../images/test-images';
import { bearer, registerCustomer } from '../selfcare/test-helpers';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
let canvas: Product;
let template: Template;
beforeAll(async () => {
  t = await createImageTestApp();
  ({ canvas, template } = await canvasAndTemplate(t.app));
});
afterAll(() => t.close());

type As = { cookies?: Record<string, string>; headers?: Record<string, string> };
const asVisitor = (cookie: string): As => ({ cookies: { basket_session: cookie } });

/** The canvas designed with the first template (or another image at its size), as the configurator saves it. */
function canvasState(imageId = `template:${template.id}`, step: DraftState['step'] = 'productDesign'): DraftState {
  const { check, area, design } = templateOnCanvas(canvas, template, new Date(), imageId);
  return {
    step,
    configuration: check.configuration as DraftState['configuration'],
    quantity: 1,
    images: [{ orig: { id: imageId, width: template.width, height: template.height }, src: template.url }],
    layout: null,
    design: { [area.id]: design } as DraftState['design'],
  };
}

async function save(as: As, revision: number, state: DraftState = canvasState(), productId = 'canvas') {
  return t.app.inject({ method: 'PUT', url: `/api/configurator/drafts/${productId}`, payload: { revision, state }, ...as });
}

/** A new visitor's first save; answers their cookie. */
async function newVisitorWithDraft(state: DraftState = canvasState()): Promise<string> {
  const res = await save({}, 0, state);
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies.find((c) => c.name === 'basket_session')!.value;
}

async function list(as: As) {
  const res = await t.app.inject({ url: '/api/configurator/drafts', ...as });
  expect(res.statusCode, res.body).toBe(200);
  return ConfiguratorDraftList.parse(res.json()).drafts;
}

async function upload(as: As = {}): Promise<{ image: ImageInfo; cookie: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/images', ...multipart(await jpeg(template.width, template.height)), ...as });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = as.cookies?.basket_session ?? res.cookies.find((c) => c.name === 'basket_session')!.value;
  return { image: ImageInfo.parse(res.json()), cookie };
}

describe('configurator drafts', () => {
  it("a first save opens the visitor's basket session and the draft comes back with its state, product name and its design's thumbnail", async () => {
    const cookie = await newVisitorWithDraft();
    const [draft, ...more] = await list(asVisitor(cookie));
    expect(more).toEqual([]);
    expect(draft).toMatchObject({ productId: 'canvas', productName: canvas.name, revision: 1, state: canvasState() });
    // The card shows the design as laid out (crop, collage, edge), drawn by the server's thumbnail renderer.
    expect(draft?.thumbnailUrl).toMatch(/^\/thumbnails\/.+\/design\.jpg$/);
    const thumbnail = await t.app.inject({ url: draft!.thumbnailUrl! });
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it('lists nothing for a visitor without a basket session', async () => {
    expect(await list({})).toEqual([]);
  });

  it("another visitor neither reads, overwrites nor deletes a visitor's draft", async () => {
    const anna = await newVisitorWithDraft();
    const ben = await newVisitorWithDraft(canvasState(`template:${template.id}`, 'imageSelection'));
    expect((await list(asVisitor(ben))).map((d) => d.state.step)).toEqual(['imageSelection']);
    // Ben's revision 1 is his own draft's: Anna's stays as it was.
    expect((await save(asVisitor(ben), 1, canvasState(`template:${template.id}`, 'productSettings'))).statusCode).toBe(200);
    expect((await list(asVisitor(anna)))[0]).toMatchObject({ revision: 1, state: { step: 'productDesign' } });
    const stranger = await newVisitorWithDraft();
    await t.app.inject({ method: 'DELETE', url: '/api/configurator/drafts/canvas', ...asVisitor(stranger) });
    expect(await list(asVisitor(anna))).toHaveLength(1);
  });

  it('refuses a save built on an older revision (a stale tab) with 409 and keeps the newer draft', async () => {
    const cookie = await newVisitorWithDraft();
    const newer = canvasState(`template:${template.id}`, 'imageSelection');
    expect(DraftSaved.parse((await save(asVisitor(cookie), 1, newer)).json()).revision).toBe(2);
    expectError(await save(asVisitor(cookie), 1, canvasState(`template:${template.id}`, 'productSettings')), 409, 'conflict');
    expect((await list(asVisitor(cookie)))[0]).toMatchObject({ revision: 2, state: newer });
  });

  it('refuses a second first save of the same product (two new tabs) with 409', async () => {
    const cookie = await newVisitorWithDraft();
    expectError(await save(asVisitor(cookie), 0), 409, 'conflict');
  });

  it("refuses a draft naming another visitor's upload with 422, and takes the visitor's own", async () => {
    const anna = await upload();
    const ben = await upload();
    expectError(await save(asVisitor(ben.cookie), 0, canvasState(anna.image.id)), 422, 'unprocessable');
    expect(await list(asVisitor(ben.cookie))).toEqual([]);
    expect((await save(asVisitor(ben.cookie), 0, canvasState(ben.image.id))).statusCode).toBe(200);
    expect((await list(asVisitor(ben.cookie)))[0]?.state.images.map((i) => i.orig.id)).toEqual([ben.image.id]);
  });

  it('restores a draft without the images that are no longer the visitor’s, instead of failing', async () => {
    const own = await upload();
    await save(asVisitor(own.cookie), 0, canvasState(own.image.id));
    await t.app.inject({ method: 'DELETE', url: `/api/images/${own.image.id}`, ...asVisitor(own.cookie) });
    const [draft] = await list(asVisitor(own.cookie));
    expect(draft?.state.images).toEqual([]);
    expect(Object.values(draft?.state.design ?? {}).flatMap((area) => area.items)).toEqual([]);
    expect(draft?.thumbnailUrl).toBeNull();
  });

  it('deletes the draft when the design goes to the basket', async () => {
    const cookie = await newVisitorWithDraft();
    const added = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: canvasItemBody(canvas, template), ...asVisitor(cookie) });
    expect(added.statusCode, added.body).toBe(200);
    expect(await list(asVisitor(cookie))).toEqual([]);
    // A tab still saving over the deleted draft is told so, and does not bring it back.
    expectError(await save(asVisitor(cookie), 1), 409, 'conflict');
    expect(await list(asVisitor(cookie))).toEqual([]);
  });

  it('starting over deletes the draft; a second delete answers 404', async () => {
    const cookie = await newVisitorWithDraft();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/configurator/drafts/canvas', ...asVisitor(cookie) });
    expect(res.json()).toEqual({ deleted: true });
    expect(await list(asVisitor(cookie))).toEqual([]);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/configurator/drafts/canvas', ...asVisitor(cookie) }), 404, 'not_found');
  });

  it('answers 404 for a product the shop does not sell', async () => {
    expectError(await save({}, 0, canvasState(), 'no-such-product'), 404, 'not_found');
  });

  it("logging in takes the visitor's drafts (and their uploads) to the customer's basket", async () => {
    const own = await upload();
    await save(asVisitor(own.cookie), 0, canvasState(own.image.id));
    const { payload } = await registerCustomer(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/selfcare/login',
      payload: { username: payload.username, password: payload.password },
      ...asVisitor(own.cookie),
    });
    expect(login.statusCode, login.body).toBe(200);
    const [draft] = await list({ headers: bearer(login.json().token) });
    expect(draft?.state.images.map((i) => i.orig.id)).toEqual([own.image.id]);
  });

  it("merging into a customer's basket keeps the draft saved last of each product", async () => {
    const { token, payload, customer_id } = await registerCustomer(t.app);
    const asCustomer = { headers: bearer(token) };
    expect((await save(asCustomer, 0, canvasState(`template:${template.id}`, 'productSettings'))).statusCode).toBe(200);
    const cookie = await newVisitorWithDraft(canvasState(`template:${template.id}`, 'productDesign'));
    const [customerBasket] = await t.database.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.customerId, customer_id));
    // The customer's own draft is older than the visitor's.
    await t.database.db
      .update(configuratorDrafts)
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(configuratorDrafts.basketId, customerBasket!.id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/selfcare/login',
      payload: { username: payload.username, password: payload.password },
      ...asVisitor(cookie),
    });
    expect(login.statusCode, login.body).toBe(200);
    const drafts = await list({ headers: bearer(login.json().token) });
    expect(drafts.map((d) => [d.productId, d.state.step, d.revision])).toEqual([['canvas', 'productDesign', 2]]);
    expect(await list(asVisitor(cookie))).toEqual([]);
  });
});
