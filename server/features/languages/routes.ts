import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { getLanguages } from '../../../shared/api/languages';
import type { Locale } from '../../../shared/i18n/locales';
import { languages } from '../../db/schema';
import { route } from '../../http/route';

export default async function languageRoutes(app: FastifyInstance) {
  route(
    app,
    getLanguages,
    async () => {
      const rows = await app.db.select().from(languages).orderBy(asc(languages.position));
      return rows.map((row) => ({ id: row.id, code: row.code as Locale, name: row.name, flag_url: row.flagUrl }));
    },
    { catalogueKey: () => '' },
  );
}
