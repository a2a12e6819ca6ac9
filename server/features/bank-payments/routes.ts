import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBankCredits, postBankFile, postCreditDecision } from '../../../shared/api/bank-payments';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireAdmin } from '../admin/admin-token';
import { statusContext } from '../order-status/status-context';
import { creditViews, waitingForPerson } from './credit-views';
import { decideCredit } from './decide-credit';
import { importBankFile } from './import-bank-file';

export default async function bankPaymentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const contextOf = (request: FastifyRequest) => statusContext(app, config, request);

  route(app, postBankFile, async ({ body, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return importBankFile({ ...contextOf(request), staffId: null }, body);
  });

  route(app, getBankCredits, async ({ query, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return { credits: await creditViews(app.db, query.open === 'true' ? waitingForPerson : undefined) };
  });

  route(app, postCreditDecision, async ({ params, body, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return decideCredit(contextOf(request), null, params.id, body);
  });
}
