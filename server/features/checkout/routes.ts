import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addVoucher,
  addVoucherForce,
  confirmCheckout,
  removeVoucher,
  setAddresses,
  setComment,
  setPaymentAndShipping,
  setTerms,
} from '../../../shared/api/checkout';
import type { Config } from '../../config/config';
import { type ServiceContext, serviceContext } from '../../http/context';
import { route } from '../../http/route';
import { findBasketId } from '../basket/basket-session';
import { basketView } from '../basket/basket-view';
import { createPaymentProviders } from '../payment/payment-providers';
import * as steps from './checkout-steps';
import { confirmCheckout as confirm } from './confirm';
import { addVoucherCode, removeVoucherCode } from './voucher-actions';
import { returnVisitOf } from '../partners/attribution-cookie';

export default async function checkoutRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  const contextOf = (request: FastifyRequest) => serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR);
  const view = async (ctx: ServiceContext) => basketView(ctx, await findBasketId(ctx), providers);
  /** A checkout step: the change, then the basket as it is now. */
  const step = async (request: FastifyRequest, change: (ctx: ServiceContext) => Promise<unknown>) => {
    const ctx = contextOf(request);
    await change(ctx);
    return view(ctx);
  };

  route(app, setTerms, async ({ request, body }) => step(request, (ctx) => steps.setTerms(ctx, body.accept)));
  route(app, setComment, async ({ request, body }) => step(request, (ctx) => steps.setComment(ctx, body.comment)));
  route(app, addVoucher, async ({ request, body }) => step(request, (ctx) => addVoucherCode(ctx, body.code, false)));
  route(app, addVoucherForce, async ({ request, body }) => step(request, (ctx) => addVoucherCode(ctx, body.code, true)));
  route(app, removeVoucher, async ({ request, body }) => step(request, (ctx) => removeVoucherCode(ctx, body.basketVoucherId)));
  route(app, setAddresses, async ({ request, body }) => step(request, (ctx) => steps.setAddresses(ctx, body)));
  route(app, setPaymentAndShipping, async ({ request, body }) =>
    step(request, (ctx) => steps.setPaymentAndShipping(ctx, providers, body.shippingOptionId, body.paymentMethod)),
  );
  route(app, confirmCheckout, async ({ request }) => {
    const confirmation = await confirm(contextOf(request), providers, config.company, app.onlinePayments, returnVisitOf(request, app.attributionKey));
    // The order's print jobs and confirmation mail are committed: start on them now rather than at the next poll.
    app.printFiles.wake();
    app.mail.wake();
    return confirmation;
  });
}
