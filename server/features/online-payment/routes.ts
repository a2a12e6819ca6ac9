import type { FastifyInstance } from 'fastify';
import type { Stripe } from 'stripe';
import { getOrderPayment, payOrder, postRefund, stripeWebhook } from '../../../shared/api/online-payment';
import { HttpError, notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { mayRead } from '../orders/order-access';
import { orderById } from '../orders/order-views';
import { staffOf } from '../../http/require-staff';
import { orderPaymentView } from './payment-view';
import { refundOrder } from './refunds';
import { handleStripeEvent } from './webhook';

/** Stripe's webhook, pay now, and the staff's payment view and refunds. */
export default async function onlinePaymentRoutes(app: FastifyInstance) {
  await app.register(webhookRoute);

  route(app, payOrder, async ({ params, query, request }) => {
    const order = await orderById(app.db, params.id);
    if (!order || !mayRead(order, request.customerId, query.access)) throw notFound('order');
    const page = app.onlinePayments ? await app.onlinePayments.openPage(order.id, query.access ?? null, request.log) : null;
    if (!page) throw new HttpError('conflict', serverIntl(request.locale).formatMessage({ id: 'payment.payNow.notPayable' }));
    return { redirectUrl: page.url };
  });

  route(app, getOrderPayment, async ({ params }) => {
    const order = await orderById(app.db, params.id);
    if (!order) throw notFound('order');
    return orderPaymentView(app.db, order);
  });

  route(app, postRefund, async ({ params, body, request }) => {
    const online = app.onlinePayments;
    if (!(await orderById(app.db, params.id))) throw notFound('order');
    if (!online) throw new HttpError('conflict', serverIntl(request.locale).formatMessage({ id: 'admin.refund.notRefundable' }));
    const refund = { amountRappen: body.amountRappen, reason: body.reason || null, refundedRappen: body.refundedRappen };
    await refundOrder(online.context(request.log), staffOf(request), params.id, refund, request.locale);
    const order = await orderById(app.db, params.id);
    if (!order) throw notFound('order');
    return orderPaymentView(app.db, order);
  });
}

/**
 * In a scope of its own: Stripe signs the exact bytes it sent, so this route reads its JSON body
 * as a Buffer (the shop's JSON parser stays everyone else's) and verifies it with the SDK.
 */
async function webhookRoute(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  route(app, stripeWebhook, async ({ request }) => {
    const online = app.onlinePayments;
    if (!online) throw notFound('payment');
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error('no signed body');
      event = online.stripe.webhooks.constructEvent(request.body, signature, online.webhookSecret);
    } catch (error) {
      request.log.warn({ err: error }, 'a Stripe event with a bad signature was refused');
      throw new HttpError('bad_request', serverIntl(request.locale).formatMessage({ id: 'payment.webhook.badSignature' }));
    }
    const outcome = await handleStripeEvent(online.context(request.log), event);
    // A paid order has print jobs and mails queued: start on them now.
    app.printFiles.wake();
    app.mail.wake();
    return { received: true as const, duplicate: outcome === 'duplicate' };
  });
}
