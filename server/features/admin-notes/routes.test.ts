import { beforeAll, describe, expect, it } from 'vitest';
import { InternalNote, InternalNoteList } from '../../../shared/api/admin-notes';
import { auditLog } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';
import { bearer, registerCustomer } from '../selfcare/test-helpers';
import { and, eq } from 'drizzle-orm';

const t = useTestApp();
const office = { cookie: '' };
const production = { cookie: '' };
const owner = { cookie: '' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  production.cookie = (await staffSession(t.app, 'production')).headers.cookie;
  owner.cookie = (await staffSession(t.app, 'owner')).headers.cookie;
});

const add = (headers: { cookie: string }, payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/notes', headers, payload });
const change = (headers: { cookie: string }, id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/notes/${id}`, headers, payload });
const notesOf = async (orderId: number) =>
  InternalNoteList.parse((await t.app.inject({ url: `/api/admin/notes?orderId=${orderId}`, headers: office })).json()).notes;

describe('internal notes', () => {
  it('keeps a note on an order with its author and time, flagged by anyone, its text changed by its author or an owner only', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice', 'notes@example.ch');
    const order = await confirm(t.app, guest);

    const res = await add(office, { orderId: order.orderId, text: '  Kundin ruft am Montag an.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const note = InternalNote.parse(res.json());
    expect(note).toMatchObject({ text: 'Kundin ruft am Montag an.', flagged: false, authorName: expect.stringMatching(/^office /) });
    expect(await notesOf(order.orderId)).toEqual([note]);

    const flagged = InternalNote.parse((await change(production, note.id, { flagged: true })).json());
    expect(flagged).toMatchObject({ flagged: true, text: note.text });
    expectError(await change(production, note.id, { text: 'Anders' }), 403, 'forbidden');
    expect(InternalNote.parse((await change(owner, note.id, { text: 'Kundin ruft am Dienstag an.' })).json()).text).toBe('Kundin ruft am Dienstag an.');

    const entries = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(order.orderId))));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['note.add', 'note.flag', 'note.edit']));
  });

  it('refuses a note on nothing, on two things, or on an order that does not exist', async () => {
    expectError(await add(office, { text: 'x' }), 400, 'validation_failed');
    expectError(await add(office, { orderId: 1, customerId: 1, text: 'x' }), 400, 'validation_failed');
    expectError(await add(office, { orderId: 999_999, text: 'x' }), 404, 'not_found');
    expectError(await add(office, { customerId: 999_999, text: 'x' }), 404, 'not_found');
    expectError(await change(office, 999_999, { flagged: true }), 404, 'not_found');
  });

  it('never shows a note to the customer: the order page, its invoice and self-care say nothing of it', async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice', 'secret@example.ch');
    const order = await confirm(t.app, guest);
    const secret = 'INTERN-zahlt-immer-spaet';
    expect((await add(office, { orderId: order.orderId, text: secret, flagged: true })).statusCode).toBe(200);

    const customerFacing = [`/api/orders/${order.orderId}?access=${order.accessToken}`, `/api/orders/${order.orderId}/invoice?access=${order.accessToken}`];
    for (const url of customerFacing) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(secret);
      expect(res.body, url).not.toMatch(/"notes?"/);
    }
    // A customer's own note: self-care's data and orders say nothing of it either.
    const customer = await registerCustomer(t.app, { username: 'noted-customer', email: 'noted@example.ch' });
    expect((await add(office, { customerId: customer.customer_id, text: secret })).statusCode).toBe(200);
    const listed = InternalNoteList.parse((await t.app.inject({ url: `/api/admin/notes?customerId=${customer.customer_id}`, headers: office })).json()).notes;
    expect(listed.map((n) => n.text)).toEqual([secret]);
    for (const url of ['/api/selfcare/data', '/api/selfcare/orders']) {
      const res = await t.app.inject({ url, headers: bearer(customer.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(secret);
    }
    // Staff alone reach the notes.
    expectError(await t.app.inject({ url: `/api/admin/notes?orderId=${order.orderId}` }), 401, 'unauthorized');
  });
});
