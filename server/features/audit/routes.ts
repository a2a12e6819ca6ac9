import type { FastifyInstance } from 'fastify';
import { getAuditLog, verifyAuditLog } from '../../../shared/api/audit';
import { route } from '../../http/route';
import { auditEntries } from './audit';
import { verifyAuditChain } from './audit-chain';

export default async function auditRoutes(app: FastifyInstance) {
  route(app, getAuditLog, async ({ query }) => ({ entries: await auditEntries(app.db, query) }));
  route(app, verifyAuditLog, () => verifyAuditChain(app.db));
}
