import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { getKnownFromOptions } from '../../../shared/api/selfcare';
import { knownFromOptions } from '../../db/schema';
import { route } from '../../http/route';

export default async function selfcareRoutes(app: FastifyInstance) {
  route(app, getKnownFromOptions, async ({ request }) => {
    const rows = await app.db.select().from(knownFromOptions).orderBy(asc(knownFromOptions.position));
    return rows.map((row) => ({
      id: row.id,
      name: row.names[request.locale],
      question: row.questions ? row.questions[request.locale] : null,
    }));
  }, { catalogueKey: () => '' });
}
