import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB, 2 passes and one lane', async () => {
    const hash = await hashPassword('correct horse battery staple');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(match, hash).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    expect(Number(match?.[3])).toBe(1);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('salts every hash and checks the password exactly as typed', async () => {
    const password = `  Pässwört mit Leerzeichen ${'x'.repeat(1000)}  `;
    const [a, b] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, password)).toBe(true);
    expect(await verifyPassword(a, password.trim())).toBe(false);
    expect(await verifyPassword(a, password.normalize('NFD'))).toBe(false);
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
