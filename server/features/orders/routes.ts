import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getOrder, getOrderInvoice } from '../../../shared/api/checkout';
import type { Config } from '../../config/config';
import { fileRoute } from '../../http/file-route';
import { notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { hashSecret } from '../../plugins/app/auth';
import { qrBillPdf } from '../payment/qr-bill';
import { createPaymentProviders } from '../payment/payment-providers';
import { orderById, orderDetail, type OrderRow } from './order-views';

/** A customer sees only their own orders; a guest only the order whose access token they hold. */
function mayRead(order: OrderRow, customerId: number | null, access: string | undefined): boolean {
  if (order.customerId !== null) return order.customerId === customerId;
  if (!access || order.accessTokenHash === null) return false;
  return timingSafeEqual(Buffer.from(hashSecret(access)), Buffer.from(order.accessTokenHash));
}

export default async function orderRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  route(app, getOrder, async ({ params, query, request, reply }) => {
    const order = await orderById(app.db, params.id);
    if (!order || !mayRead(order, request.customerId, query.access)) throw notFound('order');
    // Addresses and amounts of one person: no shared or browser cache may keep them.
    reply.header('cache-control', 'private, no-store');
    return orderDetail(app.db, order, providers, app.designThumbnails);
  });

  // The QR-bill of the confirmation e-mail, again (made anew each time: nothing stored to go stale).
  // It speaks the order's language, as the e-mail did, whatever the page asking for it.
  fileRoute(app, getOrderInvoice, 'application/pdf', async ({ params, query, request }) => {
    const order = await orderById(app.db, params.id);
    if (!order || !mayRead(order, request.customerId, query.access)) throw notFound('order');
    if (!providers.get(order.paymentMethod)?.attachesQrBill) throw notFound('invoice');
    return { body: await qrBillPdf(order, config, order.language), filename: `invoice-${order.number}.pdf` };
  });
}
