import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';
import { parseFormBody } from './form-body';
import { paymentPage } from './payment-page';

/*
 * Stripe lies outside the project: this is a local HTTP server that speaks the part of its API the
 * shop uses, for the real SDK (host, port and protocol point it here), in the server tests and the
 * e2e run. It keeps sessions and refunds in memory, replays an Idempotency-Key's first answer (and
 * refuses the key with other parameters, as Stripe does), serves a payment page for the e2e
 * shopper, and sends events signed with the SDK's own test header helper.
 */

interface LocalSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  mode: string;
  payment_method_types: string[];
  allowed_payment_method_types: string[];
  customer_email: string | null;
  locale: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  livemode: false;
}

interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  metadata: Record<string, string>;
  created: number;
}

interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** An event as the shop receives it: the JSON body and its Stripe-Signature header. */
export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface LocalStripeOptions {
  webhookSecret: string;
  /** Delivers a signed event to the shop; answers the shop's HTTP status. Default: POST to webhookUrl. */
  deliver?: (event: SignedEvent) => Promise<number>;
  webhookUrl?: string;
  /** The e2e page redirects back first and delivers the paid event this much later, as Stripe may. */
  webhookDelayMs?: number;
}

export interface LocalStripe {
  /** http://127.0.0.1:port: STRIPE_API_BASE for the shop. */
  base: string;
  sessions: Map<string, LocalSession>;
  refunds: Map<string, LocalRefund>;
  lineItems: Map<string, LineItem[]>;
  /** Sessions made (an idempotent replay makes none). */
  sessionsCreated(): number;
  /** Every API call: method, path and Idempotency-Key. */
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  /** The shopper pays on the page: complete (paid at once, or `async`: paid later by asyncResult). */
  pay(sessionId: string, options?: { async?: boolean }): LocalSession;
  /** An async payment's outcome (e.g. a bank debit): succeeded or failed. */
  asyncResult(sessionId: string, outcome: 'succeeded' | 'failed'): LocalSession;
  /** The page's lifetime ends unpaid. */
  expire(sessionId: string): LocalSession;
  /** The signed event of `type` about the session (or refund) as it is now; not delivered. */
  event(type: string, object: LocalSession | LocalRefund): SignedEvent;
  /** Signs and delivers an event; answers the shop's status. */
  send(type: string, object: LocalSession | LocalRefund): Promise<number>;
  /** While set, every API call answers 500 (Stripe in trouble). */
  failing: boolean;
  /** Lets the process end while the server still listens (the e2e run's main process). */
  unref(): void;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const invalid = (message: string, code?: string) => new StripeApiError(400, 'invalid_request_error', message, code);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  response.end(JSON.stringify(body));
}

/** The line items as Stripe reads them: price_data in CHF, whole rappen, positive quantities. */
function lineItemsOf(params: Record<string, unknown>): LineItem[] {
  const items = params['line_items'];
  if (!Array.isArray(items) || items.length === 0) throw invalid('Missing required param: line_items.', 'parameter_missing');
  return items.map((raw: Record<string, Record<string, unknown>>) => {
    const price = raw['price_data'] ?? {};
    const unitAmount = Number(price['unit_amount']);
    const quantity = Number(raw['quantity']);
    if (price['currency'] !== 'chf') throw invalid('This shop test server takes CHF only.');
    if (!Number.isInteger(unitAmount) || unitAmount < 0) throw invalid('Invalid integer: unit_amount.');
    if (!Number.isInteger(quantity) || quantity < 1) throw invalid('Invalid integer: quantity.');
    const name = (price['product_data'] as Record<string, unknown> | undefined)?.['name'];
    if (typeof name !== 'string' || name === '') throw invalid('Missing required param: line_items[][price_data][product_data][name].');
    return { name, unitAmount, quantity };
  });
}

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const stripe = new Stripe('sk_test_local');
  const sessions = new Map<string, LocalSession>();
  const refunds = new Map<string, LocalRefund>();
  const lineItems = new Map<string, LineItem[]>();
  const replays = new Map<string, { params: string; status: number; body: unknown }>();
  const calls: LocalStripe['calls'] = [];
  let created = 0;
  let base = '';

  const deliver =
    options.deliver ??
    (async (event: SignedEvent) => {
      if (!options.webhookUrl) return 0;
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      return res.status;
    });

  const event = (type: string, object: LocalSession | LocalRefund): SignedEvent => {
    const id = newId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        type,
        created: now(),
        livemode: false,
        api_version: null,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
    return { id, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
  };

  const session = (id: string): LocalSession => {
    const found = sessions.get(id);
    if (!found) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing');
    return found;
  };

  const createSession = (params: Record<string, unknown>): LocalSession => {
    if (params['mode'] !== 'payment') throw invalid('This shop test server makes payment sessions only.');
    for (const url of ['success_url', 'cancel_url']) if (typeof params[url] !== 'string') throw invalid(`Missing required param: ${url}.`, 'parameter_missing');
    const items = lineItemsOf(params);
    const amount = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const methods = (params['allowed_payment_method_types'] as string[] | undefined) ?? ['card'];
    if (methods.some((m) => m !== 'card' && m !== 'twint')) throw invalid('Unsupported allowed_payment_method_types.');
    if (amount < 50) throw invalid("The Checkout Session's total amount due must add up to at least CHF 0.50.", 'amount_too_small');
    if (methods.includes('twint') && amount > 500_000) throw invalid('TWINT payments are limited to CHF 5,000.', 'amount_too_large');
    const id = newId('cs_test');
    const expiresAt = params['expires_at'] === undefined ? now() + 24 * 3600 : Number(params['expires_at']);
    const made: LocalSession = {
      id,
      object: 'checkout.session',
      url: `${base}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: 'chf',
      created: now(),
      expires_at: expiresAt,
      mode: 'payment',
      payment_method_types: methods,
      allowed_payment_method_types: methods,
      customer_email: (params['customer_email'] as string | undefined) ?? null,
      locale: (params['locale'] as string | undefined) ?? null,
      client_reference_id: (params['client_reference_id'] as string | undefined) ?? null,
      metadata: (params['metadata'] as Record<string, string> | undefined) ?? {},
      success_url: params['success_url'] as string,
      cancel_url: params['cancel_url'] as string,
      payment_intent: null,
      livemode: false,
    };
    sessions.set(id, made);
    lineItems.set(id, items);
    created += 1;
    return made;
  };

  const expireSession = (id: string): LocalSession => {
    const found = session(id);
    if (found.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
    found.status = 'expired';
    found.url = null;
    return found;
  };

  const createRefund = (params: Record<string, unknown>): LocalRefund => {
    const intent = params['payment_intent'];
    const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
    if (typeof intent !== 'string' || !paid)
      throw new StripeApiError(400, 'invalid_request_error', `No such payment_intent: '${String(intent)}'`, 'resource_missing');
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    const amount = params['amount'] === undefined ? paid.amount_total - refunded : Number(params['amount']);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid positive integer: amount.');
    if (amount > paid.amount_total - refunded)
      throw invalid(`Refund amount (CHF ${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`, 'amount_too_large');
    const refund: LocalRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: 'chf',
      payment_intent: intent,
      // A TWINT refund is confirmed later; a card refund at once.
      status: paid.payment_method_types.includes('twint') ? 'pending' : 'succeeded',
      metadata: (params['metadata'] as Record<string, string> | undefined) ?? {},
      created: now(),
    };
    refunds.set(refund.id, refund);
    return refund;
  };

  const api = (method: string, path: string, params: Record<string, unknown>): unknown => {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath && method === 'GET' && !sessionPath[2]) return session(sessionPath[1] as string);
    if (sessionPath && method === 'POST' && sessionPath[2]) return expireSession(sessionPath[1] as string);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  const handleApi = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const body = await readBody(request);
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method: request.method ?? 'GET', path, idempotencyKey: key });
    if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (local.failing) return send(response, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
    const params = parseFormBody(body);
    const replayKey = key === null ? null : `${request.method} ${path} ${key}`;
    const earlier = replayKey === null ? undefined : replays.get(replayKey);
    if (earlier) {
      if (earlier.params !== JSON.stringify(params)) {
        return send(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      return send(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    }
    let status = 200;
    let answer: unknown;
    try {
      answer = api(request.method ?? 'GET', path, params);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) } };
    }
    // Stripe keeps a key's answer, refusals included (but not its own failures).
    if (replayKey !== null && request.method === 'POST') replays.set(replayKey, { params: JSON.stringify(params), status, body: answer });
    send(response, status, answer);
  };

  const pay = (id: string, payOptions: { async?: boolean } = {}): LocalSession => {
    const found = session(id);
    if (found.status !== 'open') throw invalid('This Checkout Session is no longer open.');
    found.status = 'complete';
    found.url = null;
    found.payment_intent = newId('pi');
    found.payment_status = payOptions.async ? 'unpaid' : 'paid';
    return found;
  };

  const handlePage = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const [, , id, action] = path.split('/');
    const found = sessions.get(id ?? '');
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such payment page');
    }
    if (request.method === 'POST' && action === 'pay' && found.status === 'open') {
      pay(found.id);
      const paidEvent = event('checkout.session.completed', { ...found });
      setTimeout(() => void deliver(paidEvent).catch(() => undefined), options.webhookDelayMs ?? 0);
      response.writeHead(303, { location: found.success_url.replace('{CHECKOUT_SESSION_ID}', found.id) });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(paymentPage(found));
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const handler = path.startsWith('/pay/') ? handlePage : handleApi;
    handler(request, response, path).catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const local: LocalStripe = {
    base,
    sessions,
    refunds,
    lineItems,
    calls,
    failing: false,
    sessionsCreated: () => created,
    pay,
    asyncResult(id, outcome) {
      const found = session(id);
      if (outcome === 'succeeded') found.payment_status = 'paid';
      return found;
    },
    expire: expireSession,
    event,
    send: (type, object) => deliver(event(type, object)),
    unref: () => server.unref(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return local;
}
