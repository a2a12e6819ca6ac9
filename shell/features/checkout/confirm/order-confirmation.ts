import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { OrderConfirmation } from '../../../../shared/api/checkout';
import { orderConfirmationAtom } from '../../../state/core';

const KEY = 'printshop:order-confirmation';

/**
 * Keeps the last confirmation for this tab, so a reload of the confirmation page still shows the
 * order number and how to pay (the basket is closed by then and cannot say it again).
 */
export function rememberConfirmation(confirmation: OrderConfirmation) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(confirmation));
  } catch (error) {
    // Storage refused (private mode, quota): only a reload of the page loses the confirmation.
    console.warn('order confirmation not kept for a reload', error);
  }
}

function storedConfirmation(): OrderConfirmation | null {
  try {
    const parsed = OrderConfirmation.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The spec's orderconfirmationdata of the order just placed in this tab, or null. */
export function useOrderConfirmation(): OrderConfirmation | null {
  const current = useAtomValue(orderConfirmationAtom);
  const [stored] = useState(storedConfirmation);
  return current ?? stored;
}
