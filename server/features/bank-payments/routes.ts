import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBankCredits, postBankFile, postCreditDecision } from '../../../shared/api/bank-payments';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { statusContext } from '../order-status/status-context';
import { creditViews, waitingForPerson } from './credit-views';
import { decideCredit } from './decide-credit';
import { importBankFile } from './import-bank-file';

export default async function bankPaymentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const contextOf = (request: FastifyRequest) => statusContext(app, config, request);

  route(app, postBankFile, async ({ body, request }) => {
    return importBankFile(contextOf(request), staffOf(request), body);
  });

  route(app, getBankCredits, async ({ query }) => ({ credits: await creditViews(app.db, query.open === 'true' ? waitingForPerson : undefined) }));

  route(app, postCreditDecision, async ({ params, body, request }) => {
    return decideCredit(contextOf(request), staffOf(request), params.id, body);
  });
}
