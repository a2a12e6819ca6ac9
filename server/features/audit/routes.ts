import type { FastifyInstance } from 'fastify';
import { getAuditLog } from '../../../shared/api/audit';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireAdmin } from '../admin/admin-token';
import { auditEntries } from './audit';

export default async function auditRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getAuditLog, async ({ query, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return { entries: await auditEntries(app.db, query) };
  });
}
