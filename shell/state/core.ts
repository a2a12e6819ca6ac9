import { atom } from 'jotai';
import type { Navigations } from '../../shared/api/cms';

/** The spec's core state: navigation (main and header lists), basket count, order confirmation. */
export const navigationAtom = atom<Navigations>({ main: [], header: [] });
export const basketCountAtom = atom(0);
export const orderConfirmationAtom = atom<unknown>(null);
