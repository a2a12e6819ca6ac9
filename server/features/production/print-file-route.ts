import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getPrintFile } from '../../../shared/api/admin-orders';
import { printJobs } from '../../db/schema';
import { fileRoute } from '../../http/file-route';
import { notFound } from '../../http/http-error';

/**
 * The print file of one ordered item for the shop's staff (every role; checked by fileRoute), as a PDF download.
 * 404 until the print-file job made it (the admin order list counts the finished ones). An
 * endpoint of shared/api like every other, so its refusals are documented and in the one shape.
 */
export default async function printFileRoutes(app: FastifyInstance) {
  fileRoute(app, getPrintFile, 'application/pdf', async ({ params }) => {
    const { orderItemId } = params;
    const [job] = await app.db
      .select({ fileKey: printJobs.fileKey, status: printJobs.status })
      .from(printJobs)
      .where(eq(printJobs.orderItemId, orderItemId))
      .limit(1);
    if (!job?.fileKey || job.status !== 'done') throw notFound('printFile');
    const stored = await app.images.storage.get(job.fileKey);
    if (!stored) throw notFound('printFile');
    return { body: stored.body, size: stored.size, filename: `print-item-${orderItemId}.pdf` };
  });
}
