import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBankCredits, postBankFile, postCreditDecision } from '../../../shared/api/bank-payments';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireStaff } from '../staff/require-staff';
import { staffRoles } from '../../../shared/domain/staff/roles';
import { statusContext } from '../order-status/status-context';
import { creditViews, waitingForPerson } from './credit-views';
import { decideCredit } from './decide-credit';
import { importBankFile } from './import-bank-file';

export default async function bankPaymentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const contextOf = (request: FastifyRequest) => statusContext(app, config, request);

  route(app, postBankFile, async ({ body, request }) => {
    const staff = requireStaff(request, staffRoles);
    return importBankFile({ ...contextOf(request), staffId: staff.id }, body);
  });

  route(app, getBankCredits, async ({ query }) => ({ credits: await creditViews(app.db, query.open === 'true' ? waitingForPerson : undefined) }));

  route(app, postCreditDecision, async ({ params, body, request }) => {
    const staff = requireStaff(request, staffRoles);
    return decideCredit(contextOf(request), staff, params.id, body);
  });
}
