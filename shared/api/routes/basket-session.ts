import type { postBasketSessionSchemas } from '../basket-session';
import type { Route } from '../route';

export const postBasketSession: Route<typeof postBasketSessionSchemas> = {
  method: 'POST',
  path: '/api/basket/session',
  summary:
    "Makes sure the visitor has a basket session: opens one with a new token (set as the basket cookie) when the visitor's cookie names no open basket; otherwise changes nothing. Idempotent: a browser calls it once before its first writes, so uploads, draft saves and basket items sent together all land in this one session. A logged-in customer's basket is found by the customer, not by a cookie: nothing to do. The widget on a partner site uses its draft (X-Printshop-Draft) instead.",
  tags: ['basket'],
};
