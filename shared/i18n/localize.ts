import { type Locale, locales } from './locales';

const localeKeys = [...locales].toSorted().join(',');

function isLocalizedText(value: object): value is Record<Locale, string> {
  const keys = Object.keys(value);
  return keys.length === locales.length && keys.toSorted().join(',') === localeKeys && Object.values(value).every((text) => typeof text === 'string');
}

/** LocalizedDoc<T>: the stored form of T, where any string may be a { de, fr, it, en } object. */
export type LocalizedDoc<T> = T extends string
  ? T | Record<Locale, string>
  : T extends readonly (infer U)[]
    ? LocalizedDoc<U>[]
    : T extends object
      ? { [K in keyof T]: LocalizedDoc<T[K]> }
      : T;

/**
 * Resolves every { de, fr, it, en } object inside a stored document to the text of one language.
 * Returns a new value; the input is not changed.
 */
export function localize<T>(value: LocalizedDoc<T> | unknown, locale: Locale): T {
  if (Array.isArray(value)) return value.map((entry) => localize(entry, locale)) as T;
  if (value !== null && typeof value === 'object') {
    if (isLocalizedText(value)) return value[locale] as T;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, localize(entry, locale)])) as T;
  }
  return value as T;
}
