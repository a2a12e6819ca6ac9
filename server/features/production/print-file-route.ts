import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getPrintFile } from '../../../shared/api/admin-orders';
import { printFileName } from '../../../shared/domain/production/print-file-name';
import { orderItems, orders, printJobs } from '../../db/schema';
import { fileRoute } from '../../http/file-route';
import { notFound } from '../../http/http-error';

/**
 * The print file of one ordered item for the shop's staff (every role; checked by fileRoute), as a PDF download.
 * 404 until the print-file job made it (the admin order list counts the finished ones); a file that
 * failed its preflight is there too, for staff to see why. An
 * endpoint of shared/api like every other, so its refusals are documented and in the one shape.
 */
export default async function printFileRoutes(app: FastifyInstance) {
  fileRoute(app, getPrintFile, 'application/pdf', async ({ params }) => {
    const { orderItemId } = params;
    const [job] = await app.db
      .select({
        fileKey: printJobs.fileKey,
        status: printJobs.status,
        preflight: printJobs.preflight,
        orderNumber: orders.number,
        position: orderItems.position,
        productName: orderItems.productName,
        instruction: orderItems.instruction,
      })
      .from(printJobs)
      .innerJoin(orderItems, eq(orderItems.id, printJobs.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(printJobs.orderItemId, orderItemId))
      .limit(1);
    // A file that failed its preflight stays there for staff to look at.
    const made = job?.status === 'done' || (job?.status === 'failed' && job.preflight !== null);
    if (!job?.fileKey || !made) throw notFound('printFile');
    const stored = await app.images.storage.get(job.fileKey);
    if (!stored) throw notFound('printFile');
    // Named so that the workshop's folder sorts by order and item: 100042-01-leinwand-400x300mm.pdf.
    const specs = job.instruction.printAreas[0]?.specs;
    const filename = printFileName({
      orderNumber: job.orderNumber,
      position: job.position,
      productName: job.productName,
      widthMm: specs?.width ?? 0,
      heightMm: specs?.height ?? 0,
    });
    return { body: stored.body, size: stored.size, filename };
  });
}
