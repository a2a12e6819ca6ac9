import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/messages';
import { LoginRequest, NewPasswordRequest, RegisterRequest, V, checkKnownFrom, isExternalReferrer, isValidBirthdate, originOf } from './selfcare';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const pad = (n: number) => String(n).padStart(2, '0');

describe('birthdate DD.MM.YYYY', () => {
  it('accepts exactly the real dates of 1900-2099', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }), (date) => {
        expect(isValidBirthdate(`${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`)).toBe(true);
      }),
    );
    for (const bad of [
      '31.02.2000',
      '29.02.2100',
      '29.02.1900',
      '31.04.2020',
      '00.10.2000',
      '10.00.2000',
      '01.01.1899',
      '01.01.2100',
      '1.01.2000',
      ' 01.01.2000',
    ])
      expect(isValidBirthdate(bad), bad).toBe(false);
    expect(isValidBirthdate('29.02.2000')).toBe(true);
  });
});

describe('message keys', () => {
  it('every key the schemas use has a text in every language', () => {
    for (const key of Object.values(V)) for (const locale of ['de', 'fr', 'it', 'en'] as const) expect(catalogues[locale][key], key).toBeTruthy();
    expect(catalogues.de[V.passwordConfirm]).toBe('Password stimmt nicht überein');
  });

  it('the register schema answers keys, not texts', () => {
    const result = RegisterRequest.safeParse({ type: 'company', zipcode: '12', email: 'x', birthdate: '31.02.2000' });
    const messages = messagesOf(result);
    expect(messages).toMatchObject({
      company: V.companyRequired,
      zipcode: V.zip,
      email: V.email,
      birthdate: V.birthdate,
      firstname: V.required,
      password: V.required,
    });
    for (const message of Object.values(messages)) expect(message).toMatch(/^validation\./);
  });

  it('an empty company form lists company with every other problem (an empty password does not stop the check)', () => {
    const empty = {
      type: 'company',
      company: '',
      firstname: '',
      lastname: '',
      address1: '',
      zipcode: '',
      city: '',
      phone: '',
      email: '',
      username: '',
      password: '',
    };
    expect(messagesOf(RegisterRequest.safeParse(empty))).toMatchObject({ company: V.companyRequired, password: V.required, firstname: V.required });
  });

  it('login and new password', () => {
    expect(messagesOf(LoginRequest.safeParse({}))).toEqual({ username: V.required, password: V.required });
    expect(messagesOf(NewPasswordRequest.safeParse({ contactId: 1, accessKey: 'k', password: 'abcdefghij', passwordConfirmation: 'abcdefghiX' }))).toEqual({
      passwordConfirmation: V.passwordConfirm,
    });
    expect(messagesOf(NewPasswordRequest.safeParse({ contactId: 1, accessKey: 'k', password: '123456789', passwordConfirmation: '123456789' }))).toEqual({
      password: V.passwordTooShort,
    });
  });
});

describe('referrer and knownFrom', () => {
  it('tells an external referrer from the shop itself', () => {
    expect(originOf('HTTPS://Shop.Example:443/de?x')).toBe('https://shop.example');
    expect(isExternalReferrer('https://www.google.ch/search?q=x', 'https://shop.example')).toBe(true);
    expect(isExternalReferrer('https://shop.example/de/leinwand', 'https://shop.example')).toBe(false);
    expect(isExternalReferrer('http://shop.example:80/', 'http://shop.example')).toBe(false);
    expect(isExternalReferrer('ftp://files.example/', 'https://shop.example')).toBe(false);
  });

  it('keeps the detail only for an option with a question', () => {
    const options = [
      { id: 1, question: null },
      { id: 2, question: 'Who?' },
    ];
    expect(checkKnownFrom(2, ' Eva ', options)).toEqual({ error: null, detail: 'Eva' });
    expect(checkKnownFrom(1, 'Eva', options)).toEqual({ error: null, detail: null });
    expect(checkKnownFrom(3, 'Eva', options)).toEqual({ error: V.knownFrom, detail: null });
    expect(checkKnownFrom(null, 'Eva', options)).toEqual({ error: null, detail: null });
  });
});
