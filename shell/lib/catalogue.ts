import { loadCatalogueChunk, type ShellCatalogue } from 'virtual:shell-catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { rememberCatalogue } from './catalogue-cache';
import { takePrimed } from './primed';

/*
 * The messages of one language, loaded as its own chunk: the entry chunk carries no texts, and a
 * visitor downloads only the language of the page (a language switch is a full page load).
 */

export const catalogueKey = (locale: Locale) => `catalogue:${locale}`;

export function loadCatalogue(locale: Locale): Promise<ShellCatalogue> {
  return takePrimed(catalogueKey(locale), () => loadCatalogueChunk(locale)).then((catalogue) => {
    rememberCatalogue(locale, catalogue);
    return catalogue;
  });
}

export function primeCatalogue(locale: Locale): () => Promise<ShellCatalogue> {
  return () => loadCatalogueChunk(locale);
}
