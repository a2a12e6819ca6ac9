import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPartnerLedger, getPartnerPayoutFile, getPartnerStatementCsv, getPartnerStatementPdf } from '../../../shared/api/partner-ledger';
import type { Config } from '../../config/config';
import { fileRoute } from '../../http/file-route';
import { staffOf } from '../../http/require-staff';
import { route } from '../../http/route';
import { ledgerOfMonth } from './ledger-records';
import { payoutFile, statementCsvFile, statementPdfFile } from './statement-files';

/** The partners' commission ledger: a month by partner, the statements and the payout file (the roles are the endpoints' own). */
export default async function partnerLedgerRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    locale: request.locale,
    staff: staffOf(request),
    company: config.company,
    bankIban: config.BANK_IBAN,
  });

  route(app, getPartnerLedger, async ({ query }) => ({
    month: query.month,
    partners: (await ledgerOfMonth(app.db, query.month)).map(({ language: _language, iban: _iban, ...partner }) => partner),
  }));

  fileRoute(app, getPartnerStatementPdf, 'application/pdf', ({ params, query, request }) => statementPdfFile(contextOf(request), params.id, query.month));

  fileRoute(app, getPartnerStatementCsv, 'text/csv; charset=utf-8', ({ params, query, request }) =>
    statementCsvFile(contextOf(request), params.id, query.month),
  );

  fileRoute(app, getPartnerPayoutFile, 'application/xml', ({ query, request }) => payoutFile(contextOf(request), query.month));
}
