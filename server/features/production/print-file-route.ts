import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { printJobs } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { requireAdmin } from '../admin/admin-token';

const Params = z.object({ orderItemId: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/**
 * The print file of one ordered item for the shop's staff (X-Admin-Token), as a PDF download.
 * 404 until the print-file job made it (the admin order list counts the finished ones).
 */
export default async function printFileRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get(
    '/api/admin/print-files/:orderItemId',
    {
      schema: {
        summary: "The print-ready PDF of one ordered item (full size with bleed and wrap), for the shop's staff (header X-Admin-Token). 404 until it is made.",
        tags: ['admin'],
        params: Params,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      requireAdmin(request, config.ADMIN_TOKEN);
      const { orderItemId } = request.params as z.infer<typeof Params>;
      const [job] = await app.db.select({ fileKey: printJobs.fileKey, status: printJobs.status }).from(printJobs).where(eq(printJobs.orderItemId, orderItemId)).limit(1);
      if (!job?.fileKey || job.status !== 'done') throw new HttpError('not_found');
      const stored = await app.images.storage.get(job.fileKey);
      if (!stored) throw new HttpError('not_found');
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="print-item-${orderItemId}.pdf"`)
        .header('cache-control', 'private, no-store');
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
}
