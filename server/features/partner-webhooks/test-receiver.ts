import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import type { WebhookPayload } from '../../../shared/domain/partners/webhooks';
import { partners } from '../../db/schema';

/** A delivery as the receiver got it, with whether its signature holds for `secret`. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: WebhookPayload;
}

/** How the receiver answers the next request: a status, a redirect, or no answer at all (the sender's timeout). */
type Answer = number | { status: number; location: string } | 'hang';

/**
 * A partner's webhook receiver on 127.0.0.1 for one test: it keeps every request and answers each
 * with the next of `answers` queued (204 once they are spent).
 */
export async function testReceiver() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, event: JSON.parse(body) as WebhookPayload });
      const answer = answers.shift() ?? 204;
      if (typeof answer === 'number') response.writeHead(answer).end();
      else if (answer !== 'hang') response.writeHead(answer.status, { location: answer.location }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, answers };
}

/** Whether a delivery's Printshop-Signature holds for `secret`, computed here apart from the shop's code. */
export function signedWith(secret: string, delivery: Received): boolean {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['printshop-signature'])) ?? [];
  return v1 === createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex');
}

let partnerSeq = 0;

/** A partner as the back office keeps it (its management is another part of the issue), with its webhook secret. */
export async function insertPartner(app: FastifyInstance, webhookUrl: string | null) {
  partnerSeq += 1;
  const [partner] = await app.db
    .insert(partners)
    .values({
      name: `Partner ${partnerSeq}`,
      contactEmail: `partner${partnerSeq}@example.ch`,
      publicKey: `pk_${String(partnerSeq).padStart(24, 'W')}`,
      webhookUrl,
    })
    .returning({ id: partners.id, secret: partners.webhookSecret });
  return partner!;
}
