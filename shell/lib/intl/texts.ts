import { importTexts, parts } from 'virtual:texts';
import type { CompiledMessage } from '../../../shared/i18n/compiled-message';
import type { Locale } from '../../../shared/i18n/locales';
import type { TextPart } from '../../../shared/i18n/text-parts';
import { currentLocale } from '../current-locale';
import type { Catalogue } from '../../../ui/intl/compiled-intl';
import { textLoader } from '../../../ui/intl/load-texts';

/*
 * A language's texts, each part's file loaded once (ui/intl/load-texts.ts; the files: vite.texts.ts).
 * In the browser they come in parts: those of a page's first paint (with the page), the later ones
 * (account, checkout, self-care) with the chunks that show them (withLaterTexts), and the back
 * office's with its chunk. Each part goes into one catalogue object per language as it arrives, so an
 * intl made before a later part arrived words it too. Once a later part was wanted, a language switch
 * loads it too. The server's render and the dev server load all texts as the first part. The widget's
 * configurator has its texts in a part of their own (loadConfiguratorTexts), and its design step in
 * another, which that step loads itself (widget/lib/design-texts.ts).
 */

const loadFile = textLoader(importTexts);
const loadPart = (locale: Locale, part: TextPart) => loadFile(`${part}-${locale}`);
/** Whether the later and the back office's texts come apart from the first part's (in the browser's build). */
const split = parts.includes('later');
const hasConfigurator = parts.includes('configurator');
/** Each language's one catalogue object, with every part loaded so far (also the last-resort fallback's, plainMessage). */
const catalogues = new Map<Locale, Record<string, CompiledMessage>>();
/** What a page needs: the first part; with a chunk of account, checkout or self-care, the later one; with the back office's, its own. */
const FIRST: readonly TextPart[] = ['first'];
const LATER: readonly TextPart[] = ['first', 'later'];
const ADMIN: readonly TextPart[] = ['first', 'later', 'admin'];
let laterWanted = false;
let adminWanted = false;

/** The language's catalogue object, each of the `wanted` parts assigned into it as it arrives. */
async function withParts(locale: Locale, wanted: readonly TextPart[]): Promise<Catalogue> {
  const catalogue = catalogues.get(locale) ?? {};
  catalogues.set(locale, catalogue);
  await Promise.all(wanted.map((part) => loadPart(locale, part).then((texts) => Object.assign(catalogue, texts))));
  return catalogue;
}

/** The texts of a language, as far as this page needs them so far. */
export function loadTexts(locale: Locale): Promise<Catalogue> {
  return withParts(locale, adminWanted ? ADMIN : laterWanted ? LATER : FIRST);
}

/** `load` (a lazy chunk's import) that also waits for the `wanted` texts of the page's language, from now on wanted in every language. */
function withTexts<T>(load: () => Promise<T>, wanted: readonly TextPart[]): () => Promise<T> {
  if (!split) return load;
  return async () => {
    laterWanted = true;
    adminWanted ||= wanted === ADMIN;
    const [chunk] = await Promise.all([load(), withParts(currentLocale(), wanted)]);
    return chunk;
  };
}

/** `load` (the back office's chunk) that also waits for the later and the back office's texts. */
export const withAdminTexts = <T>(load: () => Promise<T>) => withTexts(load, ADMIN);

/** `load` (a lazy chunk's import, account, checkout, self-care) that also waits for the later texts. */
export const withLaterTexts = <T>(load: () => Promise<T>) => withTexts(load, LATER);

/** The configurator's texts of a language (one promise per language, so React's use() can wait for it). */
export function loadConfiguratorTexts(locale: Locale): Promise<Catalogue> {
  if (!hasConfigurator) throw new Error('the configurator is not rendered on the server');
  return loadPart(locale, 'configurator');
}

/** `load` (the configurator page's chunk) that also loads the configurator's texts of the page's language. */
export function withConfiguratorTexts<T>(load: () => Promise<T>): () => Promise<T> {
  if (!hasConfigurator) return load;
  return async () => {
    const [chunk] = await Promise.all([load(), loadConfiguratorTexts(currentLocale())]);
    return chunk;
  };
}

/** A loaded message as plain text (its literal parts only); null when none is loaded. */
export function plainMessage(locale: Locale, id: string): string | null {
  const message = catalogues.get(locale)?.[id];
  if (message === undefined) return null;
  if (typeof message === 'string') return message;
  return message.filter((part) => typeof part === 'string').join('');
}
