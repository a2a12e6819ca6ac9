import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCustomerDetail, AdminCustomerList, type AdminCustomersQuery } from '../../../shared/api/admin-customers';
import { auditLog, customerContacts, customerSessions, mailOutbox, orders } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { TEST_ADDRESS } from '../../test/test-address';
import { insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { registerCustomer } from '../selfcare/test-helpers';
import { staffSession } from '../staff/test-helpers';

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', MAIL_WORKER_POLL_MS: '0' });
let office: { cookie: string };
let officeId: number;

beforeAll(async () => {
  const session = await staffSession(t.app, 'office');
  office = session.headers;
  officeId = session.id;
});

/** A registered account: its id, e-mail address, username and password. */
async function newCustomer(overrides: Record<string, unknown> = {}) {
  const { payload } = await registerCustomer(t.app, overrides);
  const [contact] = await t.app.db
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.email, String(payload.email)));
  return { id: contact!.customerId, email: String(payload.email), username: String(payload.username), password: String(payload.password) };
}

async function list(query: AdminCustomersQuery) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ url: `/api/admin/customers?${search}`, headers: office });
  expect(res.statusCode, res.body).toBe(200);
  return AdminCustomerList.parse(res.json()).customers;
}

async function detail(id: number) {
  const res = await t.app.inject({ url: `/api/admin/customers/${id}`, headers: office });
  expect(res.statusCode, res.body).toBe(200);
  return AdminCustomerDetail.parse(res.json());
}

const act = (id: number, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${id}/${action}`,
    headers: { ...office, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const auditOf = (id: number) =>
  t.app.db
    .select({ action: auditLog.action, staffId: auditLog.staffId })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'customer'), eq(auditLog.subjectId, String(id))));

describe('GET /api/admin/customers', () => {
  it('finds an account by surname, with its newsletter consent', async () => {
    const customer = await newCustomer({ lastname: 'Oberholzer-Grin' });
    expect(await list({ q: 'oberholzer' })).toEqual([expect.objectContaining({ id: customer.id, name: 'Anna Oberholzer-Grin', newsletter: true })]);
    expect(await list({ q: 'oberholzer', newsletter: 'no' })).toEqual([]);
  });

  it('lists the accounts with guest orders waiting under their address', async () => {
    const waiting = await newCustomer({ lastname: 'Waitinghill' });
    await insertOrder(t.app, { email: waiting.email.toUpperCase() });
    expect((await list({ q: 'waitinghill', guestOrders: 'yes' })).map((c) => c.id)).toEqual([waiting.id]);
    expect(await list({ q: 'waitinghill', guestOrders: 'no' })).toEqual([]);
  });

  it('is the office’s: production is refused', async () => {
    const production = (await staffSession(t.app, 'production')).headers;
    expectError(await t.app.inject({ url: '/api/admin/customers', headers: production }), 403, 'forbidden');
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows the addresses, orders and the guest orders under the address', async () => {
    const customer = await newCustomer();
    const own = await insertOrder(t.app, { customerId: customer.id, email: customer.email });
    const guest = await insertOrder(t.app, { email: customer.email });
    const shown = await detail(customer.id);
    expect(shown.addresses).toEqual([expect.objectContaining({ lines: expect.arrayContaining(['Bahnhofstrasse 1', '6039 Root']) })]);
    expect(shown.orders.map((o) => o.id)).toEqual([own.id]);
    expect(shown.guestOrders.map((o) => o.id)).toEqual([guest.id]);
  });

  it('answers 404 for an unknown account', async () => {
    expectError(await t.app.inject({ url: '/api/admin/customers/999999', headers: office }), 404, 'not_found');
  });
});

describe('POST /api/admin/customers/:id/merge-order', () => {
  it('takes a guest order with the account’s address into the account, audited', async () => {
    const customer = await newCustomer();
    const guest = await insertOrder(t.app, { email: customer.email });
    expect((await act(customer.id, 'merge-order', { orderId: guest.id })).statusCode).toBe(200);
    expect((await detail(customer.id)).orders.map((o) => o.id)).toEqual([guest.id]);
    expect(await auditOf(customer.id)).toEqual([{ action: 'customer.mergeOrder', staffId: officeId }]);
  });

  it('refuses an order placed with another address, saying why', async () => {
    const customer = await newCustomer();
    const other = await insertOrder(t.app, { email: 'someone-else@example.ch' });
    const body = expectError(await act(customer.id, 'merge-order', { orderId: other.id }), 422, 'unprocessable');
    expect(body.error.message).toBe('The order was placed with another e-mail address.');
  });

  it('refuses an order of an account', async () => {
    const customer = await newCustomer();
    const owner = await newCustomer();
    const theirs = await insertOrder(t.app, { customerId: owner.id, email: customer.email });
    expectError(await act(customer.id, 'merge-order', { orderId: theirs.id }), 409, 'conflict');
  });
});

describe('POST /api/admin/customers/:id/password-link', () => {
  it('queues the lost-credentials mail to the customer, audited', async () => {
    const customer = await newCustomer();
    expect((await act(customer.id, 'password-link')).statusCode).toBe(200);
    const mails = await t.app.db.select({ textBody: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.recipient, customer.email));
    expect(mails).toHaveLength(1);
    expect(await auditOf(customer.id)).toEqual([{ action: 'customer.passwordLink', staffId: officeId }]);
  });
});

describe('POST /api/admin/customers/:id/anonymise', () => {
  it('is refused while an order is in progress, saying why, and changes nothing', async () => {
    const customer = await newCustomer();
    await insertOrder(t.app, { customerId: customer.id, email: customer.email, status: 'in_production' });
    const body = expectError(await act(customer.id, 'anonymise'), 409, 'conflict');
    expect(body.error.message).toBe('Not possible while an order is still being worked on.');
    expect((await detail(customer.id)).email).toBe(customer.email);
  });

  it('is refused while a shipped order is unpaid', async () => {
    const customer = await newCustomer();
    await insertOrder(t.app, { customerId: customer.id, email: customer.email, status: 'shipped' });
    expectError(await act(customer.id, 'anonymise'), 409, 'conflict');
  });

  it('replaces the person and removes login and addresses, keeping the invoice data', async () => {
    const customer = await newCustomer({ lastname: 'Vergessen' });
    const billing = { ...TEST_ADDRESS, lastname: 'Vergessen', phone: '079 123 45 67' };
    const order = await insertOrder(t.app, {
      customerId: customer.id,
      email: customer.email,
      status: 'shipped',
      paidAt: new Date(),
      billingAddress: billing,
      deliveryAddress: { ...TEST_ADDRESS, firstname: 'Beschenkte', city: 'Schaan' },
      comment: 'Bitte als Geschenk verpacken',
    });
    expect((await act(customer.id, 'anonymise')).statusCode).toBe(200);
    const shown = await detail(customer.id);
    expect(shown).toMatchObject({ name: '– –', newsletter: false, addresses: [], phone: '' });
    expect(shown.email).not.toContain('example.ch');
    expect(shown.anonymisedAt).not.toBeNull();
    expect(await t.app.db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id))).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/selfcare/login', payload: { username: customer.username, password: customer.password } });
    expect(login.statusCode).toBe(401);
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ totalRappen: 5000, vatRappen: 375, comment: null, billingAddress: { ...TEST_ADDRESS, lastname: 'Vergessen' } });
    expect(kept?.deliveryAddress).toEqual(kept?.billingAddress);
    expect(kept?.email).toBe(shown.email);
    expect(await auditOf(customer.id)).toEqual([{ action: 'customer.anonymise', staffId: officeId }]);
  });

  it('is refused a second time', async () => {
    const customer = await newCustomer();
    expect((await act(customer.id, 'anonymise')).statusCode).toBe(200);
    expectError(await act(customer.id, 'anonymise'), 409, 'conflict');
  });
});
