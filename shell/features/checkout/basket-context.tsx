import { useAtomValue, useSetAtom } from 'jotai';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getBasket, type BasketView, type PriceChange } from '../../../shared/api/basket-view';
import { BASKET_UPDATED_EVENT } from '../../../shared/api/widget-events';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { basketCountAtom } from '../../state/core';
import { authTokenAtom } from '../../session/account-state';

export interface BasketState {
  /** The basket as the last answer of the server priced it (null until the first one). */
  view: BasketView | null;
  /** Why the basket could not be loaded (no view yet), else null. */
  failure: unknown;
  retry: () => void;
  /** Runs a basket call; its answer becomes the shown basket and the header's count. */
  run: (call: Promise<BasketView>) => Promise<BasketView>;
  /** The prices the last load of the basket found changed (kept while the shopper goes on through the checkout). */
  priceChanges: readonly PriceChange[];
}

const BasketContext = createContext<BasketState | null>(null);

/**
 * Every checkout page shows the same basket: loaded once per language (names and texts are the
 * server's, localized), replaced by each call's answer, and loaded again when something outside
 * the page (a handed-over design, the configurator) announces a change.
 */
export function BasketProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const setCount = useSetAtom(basketCountAtom);
  // A login merges the visitor's basket into the customer's: load it again under the new token.
  const token = useAtomValue(authTokenAtom);
  const [reloads, setReloads] = useState(0);
  const [view, setView] = useState<BasketView | null>(null);
  const [priceChanges, setPriceChanges] = useState<readonly PriceChange[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const retry = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    // A newer load supersedes one still in flight.
    let current = true;
    api(getBasket).then(
      (next) => {
        if (!current) return;
        setView(next);
        setPriceChanges(next.priceChanges);
        setFailure(null);
        setCount(next.count);
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
    // The client reads language and token itself; they (and a retry) are why the basket loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, token, reloads, setCount]);

  useEffect(() => {
    window.addEventListener(BASKET_UPDATED_EVENT, retry);
    return () => window.removeEventListener(BASKET_UPDATED_EVENT, retry);
  }, [retry]);

  const run = useCallback(
    async (call: Promise<BasketView>) => {
      const next = await call;
      setView(next);
      setCount(next.count);
      return next;
    },
    [setCount],
  );

  const state = useMemo(() => ({ view, failure, retry, run, priceChanges }), [view, failure, retry, run, priceChanges]);
  return <BasketContext.Provider value={state}>{children}</BasketContext.Provider>;
}

export function useBasket(): BasketState {
  const state = useContext(BasketContext);
  if (!state) throw new Error('useBasket outside BasketProvider');
  return state;
}

/** The basket of a page that the layout only renders once it has one. */
export function useBasketView(): BasketView {
  const { view } = useBasket();
  if (!view) throw new Error('checkout page rendered before the basket loaded');
  return view;
}
