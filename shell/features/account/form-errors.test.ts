import { describe, expect, it } from 'vitest';
import { authCookieString } from './auth-token';
import { capitalise, firstFailing, issuesByField } from './form-errors';

describe('form errors', () => {
  it('groups issues by field without duplicates, in order', () => {
    const errors = issuesByField([
      { path: ['zipcode'], message: 'validation.zip' },
      { path: ['email'], message: 'validation.email' },
      { path: ['zipcode'], message: 'validation.zip' },
      { path: [], message: 'validation.invalid' },
    ]);
    expect(errors).toEqual({ zipcode: ['validation.zip'], email: ['validation.email'], '': ['validation.invalid'] });
  });

  it('finds the first failing field in form order', () => {
    expect(firstFailing({ zipcode: ['x'], firstname: ['y'] }, ['firstname', 'zipcode'])).toBe('firstname');
    expect(firstFailing({ other: ['x'] }, ['firstname'])).toBe('other');
    expect(firstFailing({}, ['firstname'])).toBeUndefined();
  });

  it('capitalises field names', () => {
    expect(capitalise('username')).toBe('Username');
    expect(capitalise('')).toBe('');
  });
});

describe('auth cookie', () => {
  it('stores the token on path / for 7 days, lax, secure on https', () => {
    expect(authCookieString('a b', false)).toBe('auth_token=a%20b; path=/; max-age=604800; samesite=lax');
    expect(authCookieString('t', true)).toBe('auth_token=t; path=/; max-age=604800; samesite=lax; secure');
  });
  it('deletes it with max-age 0', () => {
    expect(authCookieString(null, false)).toBe('auth_token=; path=/; max-age=0; samesite=lax');
  });
});
