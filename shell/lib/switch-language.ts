import type { Locale } from '../../shared/i18n/locales';
import { leanApi } from './browser-api';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, writeCookie } from './cookies';

/**
 * The one way the shop changes its language (the header's switcher and the footer's links): the
 * language cookie, then the same page in the other language (the server translates its URL; its
 * home page when that fails), in a full load, so the new page starts with its own texts and navigation.
 */
export async function switchLanguage(from: Locale, to: Locale, here: string): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, to, LANGUAGE_COOKIE_MAX_AGE);
  let target = `/${to}`;
  try {
    target = (await leanApi.translateUrl(from, here, to)).url;
  } catch (error) {
    console.error('translate-url failed; going to the home page of the new language', error);
  }
  window.location.assign(target);
}

/** A plain left click, which a link may take over; with a modifier key the browser opens the link's own URL (new tab, window). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
