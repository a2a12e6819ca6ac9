import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
// widget-events imports nothing (no zod in the first page's chunk).
import { BASKET_UPDATED_EVENT, type BasketUpdatedDetail } from '../../../shared/api/widget-events';
import type { Locale } from '../../../shared/i18n/locales';
import { leanApi } from '../../lib/lean-api';
import { takePrimed } from '../../lib/primed';
import { basketCountAtom, navigationAtom } from '../../state/core';

export const navigationKey = (locale: Locale) => `navigation:${locale}`;
export const BASKET_COUNT_KEY = 'basket-count';

/**
 * The header's data into the core state: navigation of the language and the basket count.
 * A failure only costs the menu or the badge: it is logged, the page still shows.
 */
export function useHeaderData(locale: Locale) {
  const setNavigation = useSetAtom(navigationAtom);
  const setBasketCount = useSetAtom(basketCountAtom);
  useEffect(() => {
    let current = true;
    takePrimed(navigationKey(locale), () => leanApi.navigations(locale)).then(
      (data) => current && setNavigation(data),
      (error: unknown) => console.error('navigation failed to load', error),
    );
    takePrimed(BASKET_COUNT_KEY, () => leanApi.basketCount(locale)).then(
      (data) => current && setBasketCount(data.count),
      (error: unknown) => console.error('basket count failed to load', error),
    );
    // The configurator announces basket changes; the badge follows without a request.
    const onBasketUpdated = (event: Event) => setBasketCount((event as CustomEvent<BasketUpdatedDetail>).detail.count);
    window.addEventListener(BASKET_UPDATED_EVENT, onBasketUpdated);
    return () => {
      current = false;
      window.removeEventListener(BASKET_UPDATED_EVENT, onBasketUpdated);
    };
  }, [locale, setNavigation, setBasketCount]);
}
