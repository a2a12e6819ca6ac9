import { loadAdminTexts, loadConfiguratorTexts as loadConfiguratorPart, loadFirstTexts, loadLaterTexts } from 'virtual:shell-catalogue';
import type { CompiledMessage } from '../../../shared/i18n/compiled-message';
import type { Locale } from '../../../shared/i18n/locales';
import { currentLocale } from '../current-locale';
import type { Catalogue } from '../../../ui/intl/compiled-intl';

/*
 * A language's texts, loaded once. In the browser they come in two parts: those of a page's first
 * paint (with the page) and the later ones (account, checkout, self-care), with the chunks that show
 * them (withLaterTexts). Both go into one catalogue object per language, so an intl made before the
 * later part arrived words it too. Once a later part was wanted, a language switch loads both parts.
 * The server's render and the dev server load all texts as the first part. The widget's configurator
 * has its texts in a part of their own (loadConfiguratorTexts).
 */

const first = new Map<Locale, Promise<Record<string, CompiledMessage>>>();
const complete = new Map<Locale, Promise<Catalogue>>();
const withAdmin = new Map<Locale, Promise<Catalogue>>();
const configurator = new Map<Locale, Promise<Catalogue>>();
/** The loaded catalogues, for the last-resort fallback (plainMessage), which cannot wait. */
const loaded = new Map<Locale, Catalogue>();
let laterWanted = false;
let adminWanted = false;

/** Forgets a failed load, so the next navigation tries again. */
function remember<T>(map: Map<Locale, Promise<T>>, locale: Locale, load: () => Promise<T>): Promise<T> {
  let promise = map.get(locale);
  if (!promise) {
    promise = load();
    promise.catch(() => map.delete(locale));
    map.set(locale, promise);
  }
  return promise;
}

function firstTexts(locale: Locale): Promise<Record<string, CompiledMessage>> {
  return remember(first, locale, async () => {
    const texts = { ...(await loadFirstTexts(locale)) };
    loaded.set(locale, texts);
    return texts;
  });
}

function allTexts(locale: Locale, later: (locale: Locale) => Promise<Catalogue>): Promise<Catalogue> {
  return remember(complete, locale, async () => {
    const [texts, rest] = await Promise.all([firstTexts(locale), later(locale)]);
    return Object.assign(texts, rest);
  });
}

type Part = (locale: Locale) => Promise<Catalogue>;

/** Every text of the shop and the back office's too, in the one catalogue object of the language. */
function adminTexts(locale: Locale, later: Part, admin: Part): Promise<Catalogue> {
  return remember(withAdmin, locale, async () => {
    const [texts, rest] = await Promise.all([allTexts(locale, later), admin(locale)]);
    return Object.assign(texts, rest);
  });
}

/** The texts of a language, as far as this page needs them so far. */
export function loadTexts(locale: Locale): Promise<Catalogue> {
  if (adminWanted && loadLaterTexts && loadAdminTexts) return adminTexts(locale, loadLaterTexts, loadAdminTexts);
  return laterWanted && loadLaterTexts ? allTexts(locale, loadLaterTexts) : firstTexts(locale);
}

/** `load` (the back office's chunk) that also waits for the later and the back office's texts. */
export function withAdminTexts<T>(load: () => Promise<T>): () => Promise<T> {
  const later = loadLaterTexts;
  const admin = loadAdminTexts;
  if (!later || !admin) return load;
  return async () => {
    laterWanted = true;
    adminWanted = true;
    const [chunk] = await Promise.all([load(), adminTexts(currentLocale(), later, admin)]);
    return chunk;
  };
}

/** `load` (a lazy chunk's import) that also waits for the later texts of the page's language. */
export function withLaterTexts<T>(load: () => Promise<T>): () => Promise<T> {
  const later = loadLaterTexts;
  if (!later) return load;
  return async () => {
    laterWanted = true;
    const [chunk] = await Promise.all([load(), allTexts(currentLocale(), later)]);
    return chunk;
  };
}

/** The configurator's texts of a language (one promise per language, so React's use() can wait for it). */
export function loadConfiguratorTexts(locale: Locale): Promise<Catalogue> {
  const load = loadConfiguratorPart;
  if (!load) throw new Error('the configurator is not rendered on the server');
  return remember(configurator, locale, () => load(locale));
}

/** `load` (the configurator page's chunk) that also loads the configurator's texts of the page's language. */
export function withConfiguratorTexts<T>(load: () => Promise<T>): () => Promise<T> {
  if (!loadConfiguratorPart) return load;
  return async () => {
    const [chunk] = await Promise.all([load(), loadConfiguratorTexts(currentLocale())]);
    return chunk;
  };
}

/** A loaded message as plain text (its literal parts only); null when none is loaded. */
export function plainMessage(locale: Locale, id: string): string | null {
  const message = loaded.get(locale)?.[id];
  if (message === undefined) return null;
  if (typeof message === 'string') return message;
  return message.filter((part) => typeof part === 'string').join('');
}
