import { describe, expect, it } from 'vitest';
import { capitalise, firstFailing, issuesByField, issuesByPath } from './form-errors';

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

  it('keys issues by their whole path for nested payloads', () => {
    expect(
      issuesByPath([
        { path: ['billingAddress', 'zipcode'], message: 'validation.zip' },
        { path: ['email'], message: 'validation.email' },
      ]),
    ).toEqual({
      'billingAddress.zipcode': ['validation.zip'],
      email: ['validation.email'],
    });
  });
});
