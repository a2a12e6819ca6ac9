import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (about 20-30 ms per hash on one core).
 * 2 is argon2id; the package declares its Algorithm enum as an ambient const enum, which
 * isolatedModules cannot read.
 */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes the password exactly as typed (no trimming, no normalisation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash: a login with an unknown username costs as much time as one
 * with a wrong password, so the answer time does not tell which usernames exist.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword('no such customer: timing dummy');
  await verifyPassword(await dummy, password);
  return false;
}
