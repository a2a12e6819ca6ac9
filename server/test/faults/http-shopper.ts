import sharp from 'sharp';
import { BasketItemAdded, BasketView } from '../../../shared/api/basket-view';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { AdminOrderList } from '../../../shared/api/admin-orders';
import { OrderConfirmation } from '../../../shared/api/checkout';
import { FIRST_OWNER, loginStaffOver } from '../../features/staff/test-helpers';
import { ApiErrorBody } from '../../../shared/api/error';
import { ImageInfo, ImageList } from '../../../shared/api/images';
import { canvasAndTemplate, canvasItemBody } from '../canvas-item';

/*
 * A visitor of a server process over real HTTP: keeps its basket cookie, parses answers with the
 * shared contracts. A request that gets no answer in HANG_MS fails with a TimeoutError: the fault
 * tests must tell a hanging server from a refusing one.
 */

const HANG_MS = 15_000;

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

export class HttpShopper {
  cookie: string | null = null;

  /** base() is asked on every call: the server may have been restarted on another port. `hangMs`: how long an answer may take. */
  constructor(
    private readonly base: () => string,
    private readonly hangMs = HANG_MS,
  ) {}

  async send(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(this.base() + url, {
      method,
      headers: {
        'accept-language': 'de',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      signal: AbortSignal.timeout(this.hangMs),
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (cookie && !this.cookie) this.cookie = cookie;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the failure message.
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed };
  }

  async ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, schema: { parse(v: unknown): T }, body?: unknown, status = 200): Promise<T> {
    const answer = await this.send(method, url, body);
    if (answer.status !== status) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return schema.parse(answer.body);
  }

  basket = () => this.ok('GET', '/api/basket', BasketView);
  images = async () => (await this.ok('GET', '/api/images', ImageList)).images;

  async upload(width = 640, height = 480): Promise<Answer> {
    const photo = await sharp({ create: { width, height, channels: 3, background: '#b04020' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'holiday.jpg');
    return this.send('POST', '/api/images', form);
  }

  /** 640 x 480 unless a size is given (large enough to print well, e.g. 3000 x 2000). */
  async uploaded(width?: number, height?: number): Promise<ImageInfo> {
    const answer = await this.upload(width, height);
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);
    return ImageInfo.parse(answer.body);
  }

  /** A gift voucher in the basket, a guest's addresses, the first shipping option, invoice and the terms (another `email` for many orders: they are limited per address). */
  async readyToConfirm(email = 'lea@example.li'): Promise<BasketView> {
    await this.ok('POST', '/api/basket/addStatic', BasketItemAdded, { productId: 'gift-voucher', quantity: 2 });
    const address = { sex: 'f', firstname: 'Lea', lastname: 'Keller', address1: 'Landstrasse 5', zipcode: '9490', city: 'Vaduz', country: 'LI' };
    await this.ok('POST', '/api/checkout/addresses/set', BasketView, {
      kind: 'guest',
      email,
      billingAddress: address,
      deliveryAddress: null,
    });
    const basket = await this.basket();
    await this.ok('POST', '/api/checkout/paymentAndShipping/set', BasketView, {
      shippingOptionId: basket.shippingOptions[0]?.shippingOption_id,
      paymentMethod: 'invoice',
    });
    return this.ok('POST', '/api/checkout/terms/set', BasketView, { accept: true });
  }

  confirm = () => this.send('POST', '/api/checkout/confirm', {});
  confirmed = () => this.ok('POST', '/api/checkout/confirm', OrderConfirmation, {});
}

/** The staff's order list on a shop started with FIRST_OWNER, read as that owner (logged in now unless a session is given). */
export async function adminOrders(base: string, session?: { cookie: string }) {
  const headers = session ?? (await loginStaffOver(base, FIRST_OWNER.STAFF_OWNER_EMAIL));
  const response = await fetch(`${base}/api/admin/orders?limit=200`, { headers, signal: AbortSignal.timeout(HANG_MS) });
  if (!response.ok) throw new Error(`admin orders: ${response.status}`);
  return AdminOrderList.parse(await response.json()).orders;
}

/** The body of an error answer in the one shape, or null when it is not. */
export const errorOf = (answer: Answer) => ApiErrorBody.safeParse(answer.body).data?.error ?? null;

/**
 * A new basket over plain HTTP with a canvas in it (default configuration, the first template
 * image): its cookie, so that later calls read it from the database, the item's id, and the canvas.
 */
export async function canvasInNewBasket(base: string) {
  const { canvas, template } = await canvasAndTemplate(base);
  const added = await fetch(`${base}/api/basket/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(canvasItemBody(canvas, template)),
  });
  const cookie = added.headers.get('set-cookie')?.split(';')[0];
  if (!added.ok || !cookie) throw new Error(`add to basket failed: ${added.status} ${await added.text()}`);
  const { basketItemId } = BasketItemSaved.parse(await added.json());
  return { canvas, cookie, basketItemId };
}
