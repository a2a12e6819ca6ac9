import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBasketCount } from '../../../shared/api/basket';
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
import { HttpError } from '../../http/http-error';
import { route } from '../../http/route';
import { createPaymentProviders } from '../payment/payment-providers';
import * as actions from './basket-actions';
import { listBackups, restoreBackup } from './basket-backups';
import { findBasketItem, saveBasketItem } from './basket-items';
import { basketItemCount, findBasketId } from './basket-session';
import { basketView } from './basket-view';

export default async function basketRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const providers = createPaymentProviders(config);
  const view = async (request: FastifyRequest) => basketView(app.db, await findBasketId(app.db, request), providers, request.locale, app.now());

  route(app, getBasketCount, async ({ request }) => ({ count: await basketItemCount(app.db, request) }));

  route(app, postBasketItem, async ({ body, request, reply }) => saveBasketItem(app.db, request, reply, body, null));

  route(app, putBasketItem, async ({ params, body, request, reply }) => saveBasketItem(app.db, request, reply, body, params.id));

  route(app, getBasketItem, async ({ params, request }) => {
    const item = await findBasketItem(app.db, request, params.id);
    if (!item) throw new HttpError('not_found');
    return item;
  });

  route(app, getBasket, async ({ request }) => view(request));

  route(app, setBasketItemQuantity, async ({ params, body, request }) => {
    await actions.setQuantity(app.db, request, params.id, body.quantity, app.now());
    return view(request);
  });

  route(app, removeBasketItem, async ({ params, request }) => {
    await actions.removeItem(app.db, request, params.id);
    return view(request);
  });

  route(app, cloneBasketItem, async ({ params, request }) => {
    await actions.cloneItem(app.db, request, params.id);
    return view(request);
  });

  route(app, addStatic, async ({ body, request, reply }) => actions.addStatic(app.db, request, reply, body, app.now()));

  route(app, getBasketBackups, async ({ request }) => listBackups(app.db, request, app.now()));

  route(app, restoreBasketBackup, async ({ params, request, reply }) => {
    await restoreBackup(app.db, request, reply, params.id, app.now());
    return view(request);
  });
}
