import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
// widget-events imports nothing (no zod in the first page's chunk).
import { BASKET_UPDATED_EVENT, type BasketUpdatedDetail } from '../../../shared/api/widget-events';
import type { Locale } from '../../../shared/i18n/locales';
import { leanApi } from '../../lib/browser-api';
import { basketCountAtom } from '../../state/core';

/**
 * The basket count of the header: the visitor's own, so it is loaded in the browser after hydration
 * and never part of the server's HTML (the same for everyone). A failure only costs the badge.
 */
export function useBasketCount(locale: Locale) {
  const setBasketCount = useSetAtom(basketCountAtom);
  useEffect(() => {
    let current = true;
    leanApi.basketCount(locale).then(
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
  }, [locale, setBasketCount]);
}
