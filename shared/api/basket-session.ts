import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/basket-session';

const endpoint = endpointsTagged('basket');

/*
 * A new visitor's basket session is opened by the first write that needs one (an upload, a draft
 * save, a basket item, a claimed handover). Writes that start together without a cookie cannot be
 * told apart by the server, and each would open a session of its own: the browser keeps the last
 * cookie, and the other writes' photos and drafts are then another visitor's. So the shop asks for
 * the session once, here, and every write waits for that answer (basketSessionGate).
 */

export const BasketSessionReady = z.strictObject({ ready: z.literal(true) });
export type BasketSessionReady = z.infer<typeof BasketSessionReady>;

export const postBasketSessionSchemas = { response: BasketSessionReady };
export const postBasketSession = endpoint(routes.postBasketSession, postBasketSessionSchemas, {
  summary:
    "Makes sure the visitor has a basket session: opens one with a new token (set as the basket cookie) when the visitor's cookie names no open basket; otherwise changes nothing. Idempotent: a browser calls it once before its first writes, so uploads, draft saves and basket items sent together all land in this one session. A logged-in customer's basket is found by the customer, not by a cookie: nothing to do. The widget on a partner site uses its draft (X-Printshop-Draft) instead.",
});

/** Waits for the visitor's one basket session before a write; see the top of this file. */
export interface BasketSessionGate {
  /** Resolves once the session is there: the first call asks the server, calls meanwhile share that answer. */
  ready(): Promise<void>;
  /** The session may have changed (login, logout, an order placed): the next write asks again. */
  reset(): void;
}

/** A gate over `open` (the call of postBasketSession): asked once, again only after a failure or a reset. */
export function basketSessionGate(open: () => Promise<unknown>): BasketSessionGate {
  let asked: Promise<void> | null = null;
  return {
    ready() {
      if (asked !== null) return asked;
      // A failed ask is asked again by the next write; the writes waiting go on, and their own answers tell.
      const made: Promise<void> = open().then(
        () => undefined,
        () => {
          if (asked === made) asked = null;
        },
      );
      asked = made;
      return made;
    },
    reset() {
      asked = null;
    },
  };
}
