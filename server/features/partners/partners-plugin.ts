import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { bootstrapPartnerOrigins } from './origins-bootstrap';
import { cachedPartnerOrigins, type PartnerOrigins } from './partner-origins';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which pages may use the embed, by the partners' origins (cached; see partner-origins.ts). */
    partnerOrigins: PartnerOrigins;
  }
}

/** The partners' origins for the CORS check and the sandbox, and PARTNER_ORIGINS taken into the partners at start. */
export default fp<{ config: Config }>(
  async function partnersPlugin(app, { config }) {
    app.decorate('partnerOrigins', cachedPartnerOrigins(app.db, app.catalogueCache));
    const shopOrigin = new URL(config.PUBLIC_URL).origin;
    await bootstrapPartnerOrigins(
      { db: app.db, now: app.now(), log: app.log },
      config.PARTNER_ORIGINS.filter((origin) => origin !== shopOrigin),
    );
  },
  { name: 'partners', dependencies: ['database', 'auth', 'catalogue-cache'] },
);
