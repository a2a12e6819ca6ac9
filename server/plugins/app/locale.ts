import fp from 'fastify-plugin';
import { type Locale, localeFromAcceptLanguage } from '../../../shared/i18n/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of texts in the answer, from Accept-Language (German by default). */
    locale: Locale;
  }
}

export default fp(
  async function locale(app) {
    app.decorateRequest('locale', 'de');
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'locale' },
);
