import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { orders } from '../../db/schema';
import { rappenToAmount } from '../../pain001/write-pain001';

/**
 * Pays the order through a camt.054 file (POST /api/admin/bank-files, as `headers`' staff member)
 * whose payer is Lea Muster, CH93 0076 2011 6238 5295 7: its exact amount, by its QR reference.
 */
export async function payByBankFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  order: Pick<typeof orders.$inferSelect, 'id' | 'totalRappen' | 'qrReference'>,
): Promise<void> {
  const xml = readFileSync(new URL('./samples/camt054-v08-qr-batch.xml', import.meta.url), 'utf8')
    .replaceAll('{{BATCH_TOTAL}}', rappenToAmount(order.totalRappen + 15_000))
    .replaceAll('{{EXACT_AMOUNT}}', rappenToAmount(order.totalRappen))
    .replaceAll('{{EXACT_REFERENCE}}', order.qrReference)
    .replaceAll('{{SHORT_AMOUNT}}', '75.00')
    .replaceAll('{{SHORT_REFERENCE}}', '000000000000000000001000027')
    .replaceAll('261124CH0A1B2C3D', `261124CH0R${order.id}`)
    .replace('20261125375204000006587', `REFUNDTEST${order.id}`);
  const res = await app.inject({ method: 'POST', url: '/api/admin/bank-files', headers, payload: { filename: `camt-${order.id}.xml`, content: xml } });
  expect(res.statusCode, res.body).toBe(200);
}
