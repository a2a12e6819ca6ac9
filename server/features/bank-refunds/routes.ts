import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBankRefunds, getBankRefundsFile, postBankRefund, postBankRefundPaidBack, putBankRefundPayer } from '../../../shared/api/bank-refunds';
import type { Config } from '../../config/config';
import { fileRoute } from '../../http/file-route';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { refundsFile } from './export-file';
import { refundByBank } from './refund-by-bank';

import { markPaidBack, setPayer } from './refund-actions';
import { bankRefundViews, openRefunds } from './refund-views';

/** The office's refunds of bank-transfer money: the open list, the payer's account, the payment file, paid back. */
export default async function bankRefundRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const contextOf = (request: FastifyRequest) => ({ db: app.db, now: app.now(), locale: request.locale });

  route(app, getBankRefunds, async () => ({ refunds: await bankRefundViews(app.db, openRefunds) }));

  fileRoute(app, getBankRefundsFile, 'application/xml', async ({ request }) => {
    const file = await refundsFile({ ...contextOf(request), company: config.company, bankIban: config.BANK_IBAN });
    return { body: Buffer.from(file.xml, 'utf8'), filename: file.filename };
  });

  route(app, putBankRefundPayer, async ({ params, body, request }) => setPayer(contextOf(request), staffOf(request), params.id, body));

  route(app, postBankRefund, async ({ params, body, request }) => {
    const ctx = { db: app.db, now: app.now(), company: config.company, publicUrl: config.PUBLIC_URL };
    return refundByBank(
      ctx,
      staffOf(request),
      params.id,
      { amountRappen: body.amountRappen, reason: body.reason || null, refundedRappen: body.refundedRappen },
      request.locale,
    );
  });

  route(app, postBankRefundPaidBack, async ({ params, request }) => markPaidBack(contextOf(request), staffOf(request), params.id));
}
