import type { Transaction } from '../db/database';
import type { ServiceContext } from '../http/context';
import type { Mail } from './mail';
import { queueMail } from './outbox';
import { hashSecret, newSecret } from '../plugins/app/auth';

/** What a key table keeps of a key beside its owner: its hash only, and how long it works. */
interface StoredKey {
  keyHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Makes the key of a link mailed to a contact, stores it (`store`: hashed, working `ttlMs` from
 * now) and queues the mail `mailWith` writes around it in one transaction: no mail goes out with
 * a key that was not stored.
 */
export async function mailNewKey(
  ctx: ServiceContext,
  ttlMs: number,
  mailWith: (key: string) => Mail,
  store: (tx: Transaction, key: StoredKey) => Promise<unknown>,
) {
  const key = newSecret();
  const mail = mailWith(key);
  await ctx.db.transaction(async (tx) => {
    await store(tx, { keyHash: hashSecret(key), createdAt: ctx.now, expiresAt: new Date(ctx.now.getTime() + ttlMs) });
    await queueMail(tx, { ...mail, secrets: [key] });
  });
}
