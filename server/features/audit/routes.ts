import type { FastifyInstance } from 'fastify';
import { getAuditLog } from '../../../shared/api/audit';
import { route } from '../../http/route';
import { auditEntries } from './audit';

export default async function auditRoutes(app: FastifyInstance) {
  route(app, getAuditLog, async ({ query }) => ({ entries: await auditEntries(app.db, query) }));
}
