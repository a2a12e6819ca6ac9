import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { PARTNER_COOKIE } from './partner-cookie';

/** A password zxcvbn rates safe, for every portal login of the tests. */
export const PARTNER_PASSWORD = 'amber-orchard-violin-83';

/** The Cookie header of a portal session, from the Set-Cookie of a login answer. */
export function partnerCookieOf(setCookie: string | string[] | undefined): { cookie: string } {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pair = cookies.map((c) => c.split(';', 1)[0] ?? '').find((c) => c.startsWith(`${PARTNER_COOKIE}=`));
  if (!pair) throw new Error(`no portal session cookie in ${JSON.stringify(setCookie)}`);
  return { cookie: pair };
}

/** Staff invite `email` to the partner's portal (POST /api/admin/partners/:id/portal-invite): the key of the mailed link. */
export async function inviteToPortal(app: FastifyInstance, staff: { cookie: string }, partnerId: number, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/api/admin/partners/${partnerId}/portal-invite`, headers: staff, payload: { email, language: 'fr' } });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const key = /\/partner\/password\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!key) throw new Error(`no invite link in ${mail?.textBody}`);
  return key;
}

/** An invited person who set PARTNER_PASSWORD with the invite's link: the headers of the session it opened. */
export async function portalSession(app: FastifyInstance, staff: { cookie: string }, partnerId: number, email: string): Promise<{ cookie: string }> {
  const key = await inviteToPortal(app, staff, partnerId, email);
  const res = await app.inject({ method: 'POST', url: '/api/partner/password', payload: { key, password: PARTNER_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return partnerCookieOf(res.headers['set-cookie']);
}
