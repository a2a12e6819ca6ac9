import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addVoucher, addVoucherForce, confirmCheckout, removeVoucher, setAddresses, setComment, setPaymentAndShipping, setTerms } from '../../../shared/api/checkout';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { findBasketId } from '../basket/basket-session';
import { basketView } from '../basket/basket-view';
import { createPaymentProviders } from '../payment/payment-providers';
import * as steps from './checkout-steps';
import { confirmCheckout as confirm } from './confirm';
import { addVoucherCode, removeVoucherCode } from './voucher-actions';

export default async function checkoutRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  const view = async (request: FastifyRequest) => basketView(app.db, await findBasketId(app.db, request), providers, request.locale, app.now());

  route(app, setTerms, async ({ request, body }) => {
    await steps.setTerms(app.db, request, body.accept, app.now());
    return view(request);
  });
  route(app, setComment, async ({ request, body }) => {
    await steps.setComment(app.db, request, body.comment);
    return view(request);
  });
  route(app, addVoucher, async ({ request, body }) => {
    await addVoucherCode(app.db, request, body.code, false, app.now());
    return view(request);
  });
  route(app, addVoucherForce, async ({ request, body }) => {
    await addVoucherCode(app.db, request, body.code, true, app.now());
    return view(request);
  });
  route(app, removeVoucher, async ({ request, body }) => {
    await removeVoucherCode(app.db, request, body.basketVoucherId);
    return view(request);
  });
  route(app, setAddresses, async ({ request, body }) => {
    await steps.setAddresses(app.db, request, body);
    return view(request);
  });
  route(app, setPaymentAndShipping, async ({ request, body }) => {
    await steps.setPaymentAndShipping(app.db, request, providers, body.shippingOptionId, body.paymentMethod, app.now());
    return view(request);
  });
  route(app, confirmCheckout, async ({ request }) => {
    const confirmation = await confirm({ db: app.db, providers, log: request.log, ip: request.ip, ipLimitFactor: config.RATE_LIMIT_IP_FACTOR }, request, app.now());
    // The order's print jobs and confirmation mail are committed: start on them now rather than at the next poll.
    app.printWorker?.wake();
    app.mail.wake();
    return confirmation;
  });
}
