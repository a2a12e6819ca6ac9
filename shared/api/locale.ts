import { z } from 'zod/mini';
import { locales, type Locale as LocaleCode } from '../i18n/locales';

/**
 * A language of the shop in a payload or query (de, fr, it, en). Apart from shared/i18n/locales.ts,
 * whose type it checks: a shop page's first script imports that file, and zod must not come with it.
 */
export const Locale = z.enum(locales);
export type Locale = LocaleCode;
