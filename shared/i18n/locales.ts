/*
 * Plain data, no zod: every shop page's first script imports this file, and a schema here would
 * pull zod into it (the API's schema of a language is shared/api/locale.ts).
 */
export const locales = ['de', 'fr', 'it', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header value
 * (e.g. 'fr-CH,fr;q=0.9,en;q=0.8'); German when nothing matches.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .toSorted((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked.find((entry) => isLocale(entry.base))?.base as Locale | undefined) ?? defaultLocale;
}

/** A text in every language of the shop, as stored in the database (its schema: shared/api/locale.ts). */
export type Localized = Record<Locale, string>;
