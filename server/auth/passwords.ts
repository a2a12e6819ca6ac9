/**
 * argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane (about 20-30 ms per hash on one core).
 * 2 is argon2id; the package declares its Algorithm enum as an ambient const enum, which
 * isolatedModules cannot read.
 */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
/** The native package, loaded with the first password (~40 ms of a start's CPU otherwise); a login's timing dummy loads it too. */
const argon = () => (argon2 ??= import('@node-rs/argon2'));

/** Hashes the password exactly as typed (no trimming, no normalisation). */
export async function hashPassword(password: string): Promise<string> {
  return (await argon()).hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon()).verify(passwordHash, password);
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
