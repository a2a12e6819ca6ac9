import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new public key: `pk_` and 24 characters drawn uniformly from [A-Za-z0-9] by the system's CSPRNG (PARTNER_KEY_PATTERN). */
export function newPartnerKey(): string {
  let key = 'pk_';
  for (let i = 0; i < 24; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}
