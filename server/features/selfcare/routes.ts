import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import {
  addAddress,
  changePassword,
  confirmEmail,
  deleteAddress,
  getKnownFromOptions,
  getOrders,
  orderAgain,
  getSelfcareData,
  login,
  loginByLink,
  logout,
  lostCredentials,
  newPassword,
  register,
  sendEmailConfirmation,
  setDefaultAddress,
  updateAddress,
  updateContact,
  type AuthToken,
} from '../../../shared/api/selfcare';
import type { Config } from '../../config/config';
import { knownFromOptions } from '../../db/schema';
import { route } from '../../http/route';
import { bearerToken, requireCustomer } from '../../plugins/app/auth';
import * as addresses from './addresses';
import { selfcareData } from './account-data';
import { updateContact as saveContact } from './contact';
import { type ServiceContext, serviceContext } from '../../http/context';
import { login as logIn, loginByLink as logInByLink } from './login';
import { deviceClaim, setDeviceCookie } from '../../auth/device-cookie-http';
import { newDeviceClaim } from '../../auth/device-cookie';
import { sendLostCredentials } from './lost-credentials';
import { setNewPassword } from './new-password';
import { changePassword as savePassword } from './change-password';
import { registerCustomer } from './register';
import * as emailConfirmation from './email-confirmation';
import { revokeSession } from './sessions';
import { findBasketId } from '../basket/basket-session';
import { mergeVisitorBasket } from '../basket/customer-basket';
import { customerOrders } from '../orders/customer-orders';
import { orderAgain as putOrderInBasket } from '../orders/order-again';
import { claimBasketImages } from '../basket/image-owner';

export default async function selfcareRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const ctx = (request: FastifyRequest): ServiceContext => serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR);

  route(
    app,
    getKnownFromOptions,
    async ({ request }) => {
      const rows = await app.db.select().from(knownFromOptions).orderBy(asc(knownFromOptions.position));
      return rows.map((row) => ({
        id: row.id,
        name: row.names[request.locale],
        question: row.questions ? row.questions[request.locale] : null,
      }));
    },
    { catalogueKey: () => '' },
  );

  // A visitor who logs in or registers keeps the photos uploaded before, as the customer's own.
  const claimVisitorImages = async (request: FastifyRequest, customerId: number) => {
    const basketId = await findBasketId(ctx(request));
    if (basketId !== null) await claimBasketImages(app.db, basketId, customerId);
    if (basketId !== null) await mergeVisitorBasket(app.db, basketId, customerId);
  };
  route(app, register, async ({ request, body }) => {
    const result = await registerCustomer(ctx(request), body, config.PUBLIC_URL);
    await claimVisitorImages(request, result.customer_id);
    return result;
  });
  // Every login sets a new device cookie: this browser is known to the account from now on.
  const loggedIn = async (request: FastifyRequest, reply: FastifyReply, result: AuthToken) => {
    setDeviceCookie(request, reply, app.loginDeviceKey, newDeviceClaim('customer', result.customer_id, app.now()));
    await claimVisitorImages(request, result.customer_id);
    return result;
  };
  const site = { publicUrl: config.PUBLIC_URL, company: config.company, wakeMail: () => app.mail.wake() };
  route(app, login, async ({ request, reply, body }) => {
    const result = await logIn(ctx(request), body, deviceClaim(request, app.loginDeviceKey, 'customer'), site);
    return loggedIn(request, reply, result);
  });
  route(app, loginByLink, async ({ request, reply, body }) => loggedIn(request, reply, await logInByLink(ctx(request), body.key)));
  route(app, logout, async ({ request }) => {
    const token = bearerToken(request);
    if (token) await revokeSession(app.db, token);
    return { status: 'ok' as const };
  });
  route(app, lostCredentials, async ({ request, body }) => {
    const status = await sendLostCredentials(ctx(request), body.email, { publicUrl: config.PUBLIC_URL, company: config.company });
    app.mail.wake();
    return { status };
  });
  route(app, newPassword, async ({ request, body }) => {
    await setNewPassword(ctx(request), body);
    return { status: 'ok' as const };
  });

  route(app, getSelfcareData, ({ request }) => selfcareData(app.db, requireCustomer(request)));
  route(app, addAddress, ({ request, body }) => addresses.addAddress(ctx(request), requireCustomer(request), body));
  route(app, updateAddress, ({ request, params, body }) => addresses.updateAddress(ctx(request), requireCustomer(request), params.id, body));
  route(app, deleteAddress, ({ request, params }) => addresses.deleteAddress(ctx(request), requireCustomer(request), params.id));
  route(app, setDefaultAddress, ({ request, body }) => addresses.setDefaultAddress(ctx(request), requireCustomer(request), body.addressId));
  route(app, updateContact, ({ request, params, body }) => saveContact(ctx(request), requireCustomer(request), params.id, body));
  route(app, changePassword, async ({ request, body }) => {
    // requireCustomer first: a customer is known only from a valid bearer token.
    const customerId = requireCustomer(request);
    await savePassword(ctx(request), customerId, bearerToken(request) ?? '', body);
    return { status: 'ok' as const };
  });
  route(app, sendEmailConfirmation, async ({ request }) => {
    const status = await emailConfirmation.sendEmailConfirmation(ctx(request), requireCustomer(request), {
      publicUrl: config.PUBLIC_URL,
      company: config.company,
    });
    app.mail.wake();
    return { status };
  });
  route(app, confirmEmail, ({ request, body }) => emailConfirmation.confirmEmail(ctx(request), body));
  route(app, getOrders, async ({ request }) => {
    const customerId = requireCustomer(request);
    // Guest orders placed with a confirmed address since its confirmation join first.
    await emailConfirmation.linkConfirmedGuestOrders(app.db, customerId);
    return customerOrders(app.db, app.designThumbnails, customerId);
  });
  route(app, orderAgain, ({ request, params }) => putOrderInBasket(ctx(request), requireCustomer(request), params.id));
}
