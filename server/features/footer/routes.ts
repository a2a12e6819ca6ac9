import type { FastifyInstance } from 'fastify';
import { getFooter } from '../../../shared/api/footer';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { createPaymentProviders } from '../payment/payment-providers';
import { loadFooter } from './footer';

export default async function footerRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  route(app, getFooter, async ({ query }) => loadFooter({ db: app.db, providers, company: config.company }, query.lang), {
    catalogueKey: ({ query }) => query.lang,
  });
}
