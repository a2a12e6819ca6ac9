import { describe, expect, it } from 'vitest';
import { authCookieString } from './auth-token';

describe('auth cookie', () => {
  it('stores the token on path / for 7 days, lax, secure on https', () => {
    expect(authCookieString('a b', false)).toBe('auth_token=a%20b; path=/; max-age=604800; samesite=lax');
    expect(authCookieString('t', true)).toBe('auth_token=t; path=/; max-age=604800; samesite=lax; secure');
  });
  it('deletes it with max-age 0', () => {
    expect(authCookieString(null, false)).toBe('auth_token=; path=/; max-age=0; samesite=lax');
  });
});
