import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguages } from '../../../shared/api/languages';
import { Address, AddressBook, Contact, SelfcareData } from '../../../shared/api/selfcare';
import { catalogues } from '../../../shared/i18n/messages';
import { expectError } from '../../test/expect-error';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from './test-helpers';

let t: SelfcareTestApp;
beforeAll(async () => {
  t = await createSelfcareTestApp();
});
afterAll(() => t.close());

const address = {
  company: '',
  department: '',
  sex: 'm',
  firstname: 'Beat',
  lastname: 'Beispiel',
  address1: 'Seestrasse 5',
  address2: 'Postfach',
  zipcode: '8002',
  city: 'Zürich',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const data = async (token: string) => SelfcareData.parse((await call(token, 'GET', '/api/selfcare/data')).json());

describe('GET /api/selfcare/data', () => {
  it("answers the customer's contact, addresses with the default marked, and language; never the password", async () => {
    const { token, customer_id, payload } = await registerCustomer(t.app);
    const res = await call(token, 'GET', '/api/selfcare/data');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/argon2|password/i);
    const body = SelfcareData.parse(res.json());
    expect(body).toMatchObject({ customer_id, username: payload.username, language: 'de', type: 'private' });
    expect(body.contact.email).toBe(payload.email);
    expect(body.defaultAddressId).toBe(body.addresses[0]?.id);
  });

  it.each<[Method, string]>([
    ['GET', '/api/selfcare/data'],
    ['GET', '/api/selfcare/orders'],
    ['POST', '/api/selfcare/addresses'],
    ['PUT', '/api/selfcare/addresses/1'],
    ['DELETE', '/api/selfcare/addresses/1'],
    ['POST', '/api/selfcare/setdefaultaddress'],
    ['PUT', '/api/selfcare/contacts/1'],
  ])('%s %s needs a valid bearer token (401)', async (method, url) => {
    const payload = url.includes('setdefault')
      ? { addressId: 1 }
      : url.includes('contacts')
        ? { sex: 'f', firstname: 'a', lastname: 'b', phone: '1', email: 'a@b.ch' }
        : address;
    const body = method === 'GET' || method === 'DELETE' ? {} : { payload };
    expectError(await t.app.inject({ method, url, ...body }), 401, 'unauthorized');
    expectError(await t.app.inject({ method, url, ...body, headers: bearer('x'.repeat(43)) }), 401, 'unauthorized');
  });
});

describe('addresses', () => {
  it('adds, changes, makes default and deletes own addresses', async () => {
    const { token } = await registerCustomer(t.app);
    const first = (await data(token)).addresses[0] as Address;
    const added = await call(token, 'POST', '/api/selfcare/addresses', address);
    expect(added.statusCode, added.body).toBe(200);
    const created = Address.parse(added.json());
    expect(created).toMatchObject({ ...address, company: null, department: null, isDefault: false });

    const changed = Address.parse((await call(token, 'PUT', `/api/selfcare/addresses/${created.id}`, { ...address, city: 'Bern', zipcode: '3011' })).json());
    expect(changed).toMatchObject({ id: created.id, city: 'Bern', zipcode: '3011' });

    const book = AddressBook.parse((await call(token, 'POST', '/api/selfcare/setdefaultaddress', { addressId: created.id })).json());
    expect(book.defaultAddressId).toBe(created.id);
    expect(book.addresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([created.id]);

    // Deleting the default promotes the oldest remaining address.
    const after = AddressBook.parse((await call(token, 'DELETE', `/api/selfcare/addresses/${created.id}`)).json());
    expect(after.addresses.map((a) => a.id)).toEqual([first.id]);
    expect(after.defaultAddressId).toBe(first.id);
    expectError(await call(token, 'DELETE', `/api/selfcare/addresses/${created.id}`), 404, 'not_found');
  });

  it('validates addresses with the register rules and refuses extra fields (id, customer id)', async () => {
    const { token, customer_id } = await registerCustomer(t.app);
    const bad = expectError(await call(token, 'POST', '/api/selfcare/addresses', { ...address, zipcode: '80020', firstname: '' }), 400, 'validation_failed');
    expect(bad.error.fields).toEqual({ zipcode: [catalogues.de['validation.zip']], firstname: [catalogues.de['validation.required']] });
    const extra = expectError(
      await call(token, 'POST', '/api/selfcare/addresses', { ...address, id: 1, customerId: customer_id + 1 }),
      400,
      'validation_failed',
    );
    expect(Object.keys(extra.error.fields ?? {}).toSorted()).toEqual(['customerId', 'id']);
    expect((await data(token)).addresses).toHaveLength(1);
    expectError(await call(token, 'PUT', '/api/selfcare/addresses/abc', address), 400, 'validation_failed');
  });

  it('keeps at most 50 addresses', async () => {
    const { token } = await registerCustomer(t.app);
    for (let i = 1; i < 50; i += 1) expect((await call(token, 'POST', '/api/selfcare/addresses', address)).statusCode).toBe(200);
    const full = expectError(await call(token, 'POST', '/api/selfcare/addresses', address), 409, 'conflict');
    expect(full.error.message).toBe(catalogues.de['selfcare.addressLimit']);
  });
});

describe('two customers cannot touch each other (IDOR)', () => {
  it("answers 404 for the other customer's address and contact, and changes nothing", async () => {
    const alice = await registerCustomer(t.app);
    const mallory = await registerCustomer(t.app);
    const before = await data(alice.token);
    const aliceAddress = before.addresses[0] as Address;
    const extra = Address.parse((await call(alice.token, 'POST', '/api/selfcare/addresses', address)).json());

    expectError(await call(mallory.token, 'PUT', `/api/selfcare/addresses/${aliceAddress.id}`, { ...address, city: 'Hacked' }), 404, 'not_found');
    expectError(await call(mallory.token, 'DELETE', `/api/selfcare/addresses/${extra.id}`), 404, 'not_found');
    expectError(await call(mallory.token, 'POST', '/api/selfcare/setdefaultaddress', { addressId: extra.id }), 404, 'not_found');
    const contact = { sex: 'm', firstname: 'Mal', lastname: 'Lory', phone: '1', email: 'mallory@example.ch' };
    expectError(await call(mallory.token, 'PUT', `/api/selfcare/contacts/${before.contact.id}`, contact), 404, 'not_found');

    const afterwards = await data(alice.token);
    expect(afterwards.contact).toEqual(before.contact);
    expect(afterwards.addresses).toEqual([aliceAddress, extra]);
    expect((await data(mallory.token)).addresses).toHaveLength(1);
  });
});

describe('PUT /api/selfcare/contacts/{id}', () => {
  it('changes the own contact data and, when sent, language and newsletter', async () => {
    const { token } = await registerCustomer(t.app);
    const { contact } = await data(token);
    const languages = getLanguages.response.parse((await t.app.inject({ url: '/api/languages' })).json());
    const english = languages.find((l) => l.code === 'en')?.id;
    const update = {
      company: 'Atelier AG',
      department: '',
      sex: 'm',
      firstname: 'Max',
      lastname: 'Meier',
      birthdate: '05.06.1977',
      phone: '044 000 00 00',
      mobile: '',
      email: `max.${contact.id}@example.ch`,
      language_id: english,
      hasNewsletterSubscription: 0,
    };
    const res = await call(token, 'PUT', `/api/selfcare/contacts/${contact.id}`, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(Contact.parse(res.json())).toEqual({
      ...update,
      id: contact.id,
      department: null,
      mobile: null,
      emailConfirmed: false,
      language_id: undefined,
      hasNewsletterSubscription: undefined,
    });
    const after = await data(token);
    expect(after.language).toBe('en');
    expect(after.hasNewsletterSubscription).toBe(0);
  });

  it("refuses another customer's e-mail, bad dates and extra fields", async () => {
    const one = await registerCustomer(t.app);
    const two = await registerCustomer(t.app);
    const { contact } = await data(two.token);
    const base = { sex: 'f', firstname: 'Eva', lastname: 'Ernst', phone: '1', email: contact.email };
    const taken = expectError(
      await call(two.token, 'PUT', `/api/selfcare/contacts/${contact.id}`, { ...base, email: one.payload.email }),
      400,
      'validation_failed',
    );
    expect(taken.error.fields).toEqual({ email: [catalogues.de['validation.emailTaken']] });
    const date = expectError(
      await call(two.token, 'PUT', `/api/selfcare/contacts/${contact.id}`, { ...base, birthdate: '30.02.2001' }),
      400,
      'validation_failed',
    );
    expect(date.error.fields).toEqual({ birthdate: [catalogues.de['validation.birthdate']] });
    expectError(await call(two.token, 'PUT', `/api/selfcare/contacts/${contact.id}`, { ...base, customerId: 1, password: 'x' }), 400, 'validation_failed');
    expectError(await call(two.token, 'PUT', `/api/selfcare/contacts/${contact.id}`, { ...base, language_id: 999 }), 400, 'validation_failed');
    expect((await call(two.token, 'PUT', `/api/selfcare/contacts/${contact.id}`, base)).statusCode).toBe(200);
  });
});

describe('GET /api/selfcare/orders', () => {
  it('answers an empty list until checkout exists', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await call(token, 'GET', '/api/selfcare/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orders: [] });
  });
});
