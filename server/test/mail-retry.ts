import type { FastifyInstance } from 'fastify';

/** Tries the waiting mails now instead of after their back-off (the job engine's), and waits for them. */
export async function retryMailNow(app: FastifyInstance): Promise<void> {
  await app.mail.flush({ ignoreBackoff: true });
}
