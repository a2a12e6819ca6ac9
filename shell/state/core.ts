import { atom, createStore } from 'jotai';
import type { OrderConfirmation } from '../../shared/api/checkout';

/*
 * The spec's core state: basket count and order confirmation (the navigation is the locale route's
 * loader data). Only the browser writes these: a server render starts from the defaults.
 */
export const basketCountAtom = atom(0);
/** Filled by confirm (the spec's orderconfirmationdata); the confirmation page reads it. */
export const orderConfirmationAtom = atom<OrderConfirmation | null>(null);

/** Spec section 8: a failed language list is stored (and logged), the switcher falls back to German. */
export const languagesErrorAtom = atom<unknown>(null);

/** The store of one rendered page: one per server render, one for the browser's whole visit. */
export const createShellStore = () => createStore();
