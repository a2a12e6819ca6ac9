import { atom } from 'jotai';
import { imageQuality } from '../../shared/domain';
import { lowestDpiAtom } from './state-slices';

/**
 * Counts the times "add to basket" was pressed while a too-low image quality was not confirmed;
 * each new count moves focus to the confirmation and shows why there.
 */
export const qualityReminderAtom = atom(0);

/** The visitor's confirmation to order an image below the refuse level anyway (the design step asks, the basket button checks). */
export const qualityConfirmedAtom = atom(false);

/** Whether an image below the refuse level waits for that confirmation: the basket button stops there. */
export const qualityUnconfirmedAtom = atom((get) => {
  const dpi = get(lowestDpiAtom);
  return dpi !== null && imageQuality(dpi) === 'refuse' && !get(qualityConfirmedAtom);
});
