import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../../../shared/i18n/messages';
import { expectError } from '../../test/expect-error';
import { type SelfcareTestApp, bearer, createSelfcareTestApp, registerCustomer, registration } from './test-helpers';

/*
 * PostgreSQL refuses NUL in text: before the shared text types refused it, a NUL in any account
 * field reached the database and answered 500. Now every text field answers 400 naming the field,
 * for NUL and for the other control characters (here BEL), and nothing is stored.
 */

const controlText = catalogues.de['validation.controlCharacter'];
const hostile = { nul: 'An\u0000na', bell: 'An\u0007na' };

let t: SelfcareTestApp;
let token: string;
let contactId: number;
let addressId: number;

beforeAll(async () => {
  t = await createSelfcareTestApp();
  const customer = await registerCustomer(t.app);
  token = customer.token;
  const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).json() as { contact: { id: number }; addresses: { id: number }[] };
  contactId = data.contact.id;
  addressId = data.addresses[0]?.id as number;
});
afterAll(() => t.close());

async function expectRefused(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, field: string) {
  const res = await t.app.inject({ method, url, payload, headers: { 'accept-language': 'de', ...bearer(token) }, remoteAddress: '10.77.0.1' });
  const body = expectError(res, 400, 'validation_failed');
  expect(body.error.fields?.[field], `${url} ${field}: ${res.body}`).toEqual([controlText]);
}

const registerFields = [
  'firstname',
  'lastname',
  'company',
  'department',
  'address1',
  'address2',
  'city',
  'phone',
  'mobile',
  'username',
  'email',
  'zipcode',
  'birthdate',
  'knownFromDetail',
  'registerReferrer',
];
const addressFields = ['company', 'department', 'firstname', 'lastname', 'address1', 'address2', 'zipcode', 'city'];
const contactFields = ['company', 'department', 'firstname', 'lastname', 'birthdate', 'phone', 'mobile', 'email'];
const address = {
  company: '',
  department: '',
  sex: 'm',
  firstname: 'Max',
  lastname: 'Muster',
  address1: 'Weg 2',
  address2: '',
  zipcode: '8000',
  city: 'Zürich',
};
const contact = {
  company: '',
  department: '',
  sex: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  birthdate: '',
  phone: '041 123 45 67',
  mobile: '',
  email: 'anna-cc@example.ch',
};

describe.each(Object.entries(hostile))('a text with %s', (_name, value) => {
  it.each(registerFields)('register refuses it in %s', async (field) => {
    await expectRefused('POST', '/api/selfcare/register', registration({ type: 'company', company: 'Firma', [field]: value }), field);
  });

  it('login refuses it in username', async () => {
    await expectRefused('POST', '/api/selfcare/login', { username: value, password: 'whatever it is' }, 'username');
  });

  it('lost credentials refuses it in email', async () => {
    await expectRefused('POST', '/api/selfcare/lostcredentials', { email: `a${value}@example.ch` }, 'email');
  });

  it('new password refuses it in accessKey', async () => {
    await expectRefused(
      'POST',
      '/api/selfcare/lostcredentials/newpassword',
      { contactId: 1, accessKey: `key${value}`, password: 'correct horse battery staple', passwordConfirmation: 'correct horse battery staple' },
      'accessKey',
    );
  });

  it.each(addressFields)('a new or changed address refuses it in %s', async (field) => {
    await expectRefused('POST', '/api/selfcare/addresses', { ...address, [field]: value }, field);
    await expectRefused('PUT', `/api/selfcare/addresses/${addressId}`, { ...address, [field]: value }, field);
  });

  it.each(contactFields)('contact data refuse it in %s', async (field) => {
    await expectRefused('PUT', `/api/selfcare/contacts/${contactId}`, { ...contact, [field]: value }, field);
  });
});

it('a line break is a control character in a one-line field; the account keeps its data', async () => {
  await expectRefused('PUT', `/api/selfcare/contacts/${contactId}`, { ...contact, lastname: 'Mus\nter' }, 'lastname');
  const data = (await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).json() as { contact: { lastname: string } };
  expect(data.contact.lastname).toBe('Muster');
});
