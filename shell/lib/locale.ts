import type { Locale } from '../../shared/i18n/locales';

/*
 * The four languages again, as plain data: shared/i18n/locales.ts builds zod schemas at module
 * level, which would drag zod into the entry chunk. A unit test keeps both lists equal.
 */
export const shellLocales: readonly Locale[] = ['de', 'fr', 'it', 'en'];
export const shellDefaultLocale: Locale = 'de';

export function isShellLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (shellLocales as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isShellLocale(value) ? value : shellDefaultLocale;
}
