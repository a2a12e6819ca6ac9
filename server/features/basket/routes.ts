import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBasketCount } from '../../../shared/api/basket';
import { postBasketSession } from '../../../shared/api/basket-session';
import { getBasketItem, postBasketItem, putBasketItem } from '../../../shared/api/basket-items';
import {
  addStatic,
  cloneBasketItem,
  getBasket,
  getBasketBackups,
  removeBasketItem,
  restoreBasketBackup,
  setBasketItemQuantity,
} from '../../../shared/api/basket-view';
import type { Config } from '../../config/config';
import { withBasketCookie } from '../../http/basket-cookie';
import { type ServiceContext, serviceContext } from '../../http/context';
import { notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { createPaymentProviders } from '../payment/payment-providers';
import * as actions from './basket-actions';
import { listBackups, restoreBackup } from './basket-backups';
import { findBasketItem, saveBasketItem } from './basket-items';
import { basketItemCount, findBasketId, openBasketSession } from './basket-session';
import { basketView, recheckedBasketView } from './basket-view';

export default async function basketRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  const view = async (ctx: ServiceContext) => basketView(ctx, await findBasketId(ctx), providers);
  const contextOf = (request: FastifyRequest) => serviceContext(app, request);

  route(app, getBasketCount, async ({ request }) => ({ count: await basketItemCount(contextOf(request)) }));

  route(app, postBasketSession, async ({ request, reply }) => withBasketCookie(request, reply, await openBasketSession(contextOf(request))));

  route(app, postBasketItem, async ({ body, request, reply }) => withBasketCookie(request, reply, await saveBasketItem(contextOf(request), body, null)));

  route(app, putBasketItem, async ({ params, body, request, reply }) =>
    withBasketCookie(request, reply, await saveBasketItem(contextOf(request), body, params.id)),
  );

  route(app, getBasketItem, async ({ params, request }) => {
    const item = await findBasketItem(contextOf(request), params.id);
    if (!item) throw notFound('basketItem');
    return item;
  });

  route(app, getBasket, async ({ request }) => {
    const ctx = contextOf(request);
    return recheckedBasketView(ctx, await findBasketId(ctx), providers);
  });

  route(app, setBasketItemQuantity, async ({ params, body, request }) => {
    const ctx = contextOf(request);
    await actions.setQuantity(ctx, params.id, body.quantity);
    return view(ctx);
  });

  route(app, removeBasketItem, async ({ params, request }) => {
    const ctx = contextOf(request);
    await actions.removeItem(ctx, params.id);
    return view(ctx);
  });

  route(app, cloneBasketItem, async ({ params, request }) => {
    const ctx = contextOf(request);
    await actions.cloneItem(ctx, params.id);
    return view(ctx);
  });

  route(app, addStatic, async ({ body, request, reply }) => withBasketCookie(request, reply, await actions.addStatic(contextOf(request), body)));

  route(app, getBasketBackups, async ({ request }) => listBackups(contextOf(request)));

  route(app, restoreBasketBackup, async ({ params, request, reply }) => {
    const ctx = contextOf(request);
    withBasketCookie(request, reply, await restoreBackup(ctx, params.id));
    return view(ctx);
  });
}
