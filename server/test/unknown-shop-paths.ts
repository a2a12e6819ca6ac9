/**
 * Shop paths that exist nowhere (issue 16), under the fixed roots too: each answers 404 with the
 * error page, from the server (server/web/web.test.ts) and in the browser (e2e/server-render.spec.ts).
 */
export const UNKNOWN_SHOP_PATHS = [
  '/de/checkout/x',
  '/de/selfcare/x',
  '/de/customer',
  '/de/customer/newpassword/1/2/3',
  '/de/configurator/no-such-product',
  '/de/gibt-es-nicht',
  '/xx/leinwand',
];
