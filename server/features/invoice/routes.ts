import type { FastifyInstance } from 'fastify';
import { getOrderInvoice } from '../../../shared/api/checkout';
import type { Config } from '../../config/config';
import { fileRoute } from '../../http/file-route';
import { notFound } from '../../http/http-error';
import { mayRead } from '../orders/order-access';
import { orderById } from '../orders/order-views';
import { createPaymentProviders } from '../payment/payment-providers';
import { orderInvoice } from './order-invoice';

export default async function invoiceRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  // The invoice of the confirmation e-mail, again (made anew each time: nothing stored to go stale).
  // It speaks the order's language, as the e-mail did, whatever the page asking for it.
  fileRoute(app, getOrderInvoice, 'application/pdf', async ({ params, query, request }) => {
    const order = await orderById(app.db, params.id);
    if (!order || !mayRead(order, request.customerId, query.access)) throw notFound('order');
    if (!providers.get(order.paymentMethod)?.attachesQrBill) throw notFound('invoice');
    const { pdf, filename } = await orderInvoice(app.db, order, config);
    return { body: pdf, filename };
  });
}
