import { atom, createStore } from 'jotai';
import type { Navigations } from '../../shared/api/cms';

/** The spec's core state: navigation (main and header lists), basket count, order confirmation. */
export const navigationAtom = atom<Navigations>({ main: [], header: [] });
export const basketCountAtom = atom(0);
export const orderConfirmationAtom = atom<unknown>(null);

/** Spec section 8: a failed language list is stored (and logged), the switcher falls back to German. */
export const languagesErrorAtom = atom<unknown>(null);

/** The shell's one store: route loaders write into it, components read from it. */
export const shellStore = createStore();
