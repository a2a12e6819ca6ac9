import { atom, createStore } from 'jotai';
import type { OrderConfirmation } from '../../shared/api/checkout';
import type { Navigations } from '../../shared/api/cms';

/** The spec's core state: navigation (main and header lists), basket count, order confirmation. */
export const navigationAtom = atom<Navigations>({ main: [], header: [] });
export const basketCountAtom = atom(0);
/** Filled by confirm (the spec's orderconfirmationdata); the confirmation page reads it. */
export const orderConfirmationAtom = atom<OrderConfirmation | null>(null);

/** Spec section 8: a failed language list is stored (and logged), the switcher falls back to German. */
export const languagesErrorAtom = atom<unknown>(null);

/** The shell's one store: route loaders write into it, components read from it. */
export const shellStore = createStore();
