import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { newPasswordFailure, resetLinkOf } from './reset-link';

describe('resetLinkOf', () => {
  it('asks for the e-mail without parameters', () => {
    expect(resetLinkOf(undefined, undefined)).toEqual({ kind: 'none' });
  });

  it('takes a contact id and key from the link', () => {
    expect(resetLinkOf('42', 'k3y_-A')).toEqual({ kind: 'link', contactId: 42, accessKey: 'k3y_-A' });
  });

  it.each([
    ['42', undefined],
    ['0', 'key'],
    ['-1', 'key'],
    ['4x', 'key'],
    ['99999999999', 'key'],
    ['2147483648', 'key'],
  ])('treats %s/%s as a broken link', (contactId, accessKey) => {
    expect(resetLinkOf(contactId, accessKey)).toEqual({ kind: 'broken' });
  });
});

describe('newPasswordFailure', () => {
  it('asks for a new mail when the key is unknown, used or expired', () => {
    expect(newPasswordFailure(new ApiError(404, 'not_found', 'Dieser Link ist ungültig'))).toEqual({ kind: 'broken' });
    expect(newPasswordFailure(new ApiError(400, 'validation_failed', 'x', { accessKey: ['Pflichtfeld'] }))).toEqual({ kind: 'broken' });
  });

  it('puts password errors on their fields', () => {
    const fields = { password: ['Das Passwort hat mindestens 8 Zeichen.'] };
    expect(newPasswordFailure(new ApiError(400, 'validation_failed', 'x', fields))).toEqual({ kind: 'fields', errors: fields });
  });

  it("shows a rate limit in the server's words, anything else as the generic error", () => {
    expect(newPasswordFailure(new ApiError(429, 'rate_limited', 'Zu viele Versuche'))).toEqual({ kind: 'message', message: 'Zu viele Versuche' });
    expect(newPasswordFailure(new ApiError(500, 'internal', 'HTTP 500'))).toEqual({ kind: 'message', message: 'selfcare.serverError' });
    expect(newPasswordFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'message', message: 'selfcare.serverError' });
  });
});
