import { atom } from 'jotai';

/** Whether the contact overlay is open; any 'contact' navigation item opens it. */
export const contactOpenAtom = atom(false);
