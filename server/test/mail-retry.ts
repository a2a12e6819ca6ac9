import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema';

/** Makes a waiting mail due now instead of waiting out its backoff, and runs the mail worker's pass. */
export async function retryMailNow(app: FastifyInstance, mailId: number): Promise<void> {
  await app.db
    .update(mailOutbox)
    .set({ sendAfter: new Date(0) })
    .where(eq(mailOutbox.id, mailId));
  await app.mail.flush();
}
