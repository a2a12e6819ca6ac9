import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderList } from '../../../shared/api/selfcare';
import { mailOutbox } from '../../db/schema';
import { insertOrder } from '../../test/test-order';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from './test-helpers';
import { CONFIRMATION_KEY_TTL_MS } from './email-confirmation';

let t: SelfcareTestApp;
let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.31.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};

beforeAll(async () => {
  t = await createSelfcareTestApp({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => t.close());

const askForLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/selfcare/email-confirmation', headers: bearer(token), remoteAddress: nextIp() });

const confirm = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/selfcare/email-confirmation/confirm', payload: body, remoteAddress: nextIp() });

const orderNumbers = async (token: string) =>
  OrderList.parse((await t.app.inject({ url: '/api/selfcare/orders', headers: bearer(token) })).json()).orders.map((order) => order.number);

/** The link of the newest mail to this address (kept in the outbox: the test app has no SMTP server). */
async function linkTo(email: string): Promise<{ contactId: number; key: string; text: string }> {
  const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const text = mail?.textBody ?? '';
  const match = /https:\/\/shop\.example\/(?:de|fr|it|en)\/customer\/confirmemail\/(\d+)\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in\n${text}`);
  return { contactId: Number(match[1]), key: match[2] as string, text };
}

/** A customer who registered with an address that guest orders were placed with before. */
async function customerWithGuestOrders() {
  const customer = await registerCustomer(t.app);
  const email = String(customer.payload.email);
  const guestOrder = await insertOrder(t.app, { email: email.toUpperCase() });
  return { ...customer, email, guestOrder };
}

/** Such a customer who asked for the confirmation link: the customer and the link mailed. */
async function customerWithLink() {
  const customer = await customerWithGuestOrders();
  await askForLink(customer.token);
  return { ...customer, link: await linkTo(customer.email) };
}

/** Such a customer who confirmed the address by the mailed link. */
async function confirmedCustomer() {
  const customer = await customerWithLink();
  await confirm({ contactId: customer.link.contactId, key: customer.link.key });
  return customer;
}

/** Saves the customer's contact data as they are but for `changes` (the address among them). */
async function changeContact(token: string, changes: Record<string, string>) {
  const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).json();
  const { id, emailConfirmed: _, ...contact } = data.contact;
  return t.app.inject({
    method: 'PUT',
    url: `/api/selfcare/contacts/${id}`,
    headers: bearer(token),
    payload: { ...contact, birthdate: contact.birthdate ?? '', mobile: contact.mobile ?? '', ...changes },
  });
}

describe('guest orders of a registered address', () => {
  it('stay out of the account while the address is unconfirmed', async () => {
    const { token } = await customerWithGuestOrders();
    expect(await orderNumbers(token)).toEqual([]);
  });

  it('join the account once the mailed link confirmed the address', async () => {
    const { token, email, guestOrder } = await customerWithGuestOrders();
    expect((await askForLink(token)).json()).toEqual({ status: 'sent' });
    const res = await confirm(await linkTo(email).then(({ contactId, key }) => ({ contactId, key })));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ linkedOrders: 1 });
    expect(await orderNumbers(token)).toEqual([guestOrder.number]);
  });

  it('join it also when placed with the confirmed address later, without logging in', async () => {
    const { token, email } = await confirmedCustomer();
    const later = await insertOrder(t.app, { email });
    expect(await orderNumbers(token)).toContain(later.number);
  });

  it('leave another customer’s orders with the same address where they are', async () => {
    const { token, email } = await customerWithGuestOrders();
    const other = await registerCustomer(t.app);
    const theirs = await insertOrder(t.app, { email, customerId: other.customer_id });
    await askForLink(token);
    await confirm(await linkTo(email).then(({ contactId, key }) => ({ contactId, key })));
    expect(await orderNumbers(token)).not.toContain(theirs.number);
    expect(await orderNumbers(other.token)).toEqual([theirs.number]);
  });

  it('marks the contact confirmed, and a second request sends no mail', async () => {
    const { token } = await confirmedCustomer();
    const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).json();
    expect(data.contact.emailConfirmed).toBe(true);
    expect((await askForLink(token)).json()).toEqual({ status: 'confirmed' });
  });
});

describe('the confirmation link', () => {
  it('greets the customer by name in the customer’s language', async () => {
    const { payload, link } = await customerWithLink();
    expect(link.text.split('\n')[0]).toBe(`Guten Tag ${payload.sex === 'f' ? 'Frau' : 'Herr'} ${String(payload.lastname)}`);
  });

  it('works once', async () => {
    const { link } = await customerWithLink();
    expect((await confirm({ contactId: link.contactId, key: link.key })).statusCode).toBe(200);
    expect((await confirm({ contactId: link.contactId, key: link.key })).statusCode).toBe(404);
  });

  it('expires after a day', async () => {
    const { token, link } = await customerWithLink();
    t.clock.advance(CONFIRMATION_KEY_TTL_MS + 1000);
    const res = await confirm({ contactId: link.contactId, key: link.key });
    expect(res.statusCode).toBe(404);
    expect(await orderNumbers(token)).toEqual([]);
  });

  it('confirms nothing with a wrong key or another contact’s id', async () => {
    const { token, email } = await customerWithGuestOrders();
    const other = await registerCustomer(t.app);
    await askForLink(token);
    await askForLink(other.token);
    const link = await linkTo(email);
    const theirs = await linkTo(String(other.payload.email));
    expect((await confirm({ contactId: link.contactId, key: `${link.key}x` })).statusCode).toBe(404);
    expect((await confirm({ contactId: theirs.contactId, key: link.key })).statusCode).toBe(404);
    expect(await orderNumbers(token)).toEqual([]);
  });

  it('confirms nothing once the contact changed its address, and the new address is unconfirmed', async () => {
    const { token, email, link } = await customerWithLink();
    const changed = await changeContact(token, { email: `new-${email}` });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().emailConfirmed).toBe(false);
    expect((await confirm({ contactId: link.contactId, key: link.key })).statusCode).toBe(404);
    expect(await orderNumbers(token)).toEqual([]);
  });

  it('is stored as a hash only', async () => {
    const { link } = await customerWithLink();
    const rows = await t.app.db.execute<{ key_hash: string }>(`SELECT key_hash FROM email_confirmation_keys WHERE contact_id = ${link.contactId}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.key_hash).not.toContain(link.key);
  });

  it('is asked for by a logged-in customer only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/selfcare/email-confirmation', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the contact data', () => {
  it('keeps a confirmation when the address stays (in another case)', async () => {
    const { token, email } = await confirmedCustomer();
    const changed = await changeContact(token, { email: email.toUpperCase(), phone: '+41 79 000 00 01' });
    expect(changed.json().emailConfirmed).toBe(true);
  });
});
