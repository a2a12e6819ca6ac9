/*
 * What a partner chose in the embed-code builder (/partner/embed), checked as data. The snippets and
 * the policy printed from it are in ./snippets.ts; the attributes are widget/EMBEDDING.md's.
 */

import type { Locale } from '../../i18n/locales';
import { PARTNER_KEY_PATTERN } from '../partners/partner';

/** The widget's theme tokens, each a data-theme-<token> attribute and a key of the `theme` option. */
export const EMBED_THEME_TOKENS = ['primary', 'background', 'text', 'font', 'radius', 'spacing'] as const;
export type EmbedThemeToken = (typeof EMBED_THEME_TOKENS)[number];
export type EmbedTheme = Partial<Record<EmbedThemeToken, string>>;

export interface EmbedCode {
  /** The shop's origin, where the loader, the API and the images live. */
  shop: string;
  /** One widget per product, in this order; none: one widget with the start page. */
  products: readonly string[];
  language: Locale;
  /** Embedded mode: the widget ends with Apply design (printshop:done) and touches no basket. */
  embedded: boolean;
  /** Embedded mode's data-settings (instruction, design, printdata), or none. */
  settings: Record<string, unknown> | null;
  /** Only the tokens set and valid (see themeTokenProblem). */
  theme: EmbedTheme;
  /** data-partner, `pk_…`; empty: none. */
  partner: string;
  /** data-size: a size option's id of the product; empty: its default. */
  size: string;
  /** data-image: an https image of the partner's site; empty: none. */
  image: string;
  /** data-datalayer="on". */
  dataLayer: boolean;
}

/** Why a theme value would be left out by the widget: the kind of value the token takes. */
export type ThemeProblem = 'colour' | 'font' | 'length' | 'spacing';

const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,30})$/i;
/** Family names, quoted or not, separated by commas: nothing that could end the declaration. */
const FONT = /^\s*("[^"]+"|'[^']+'|[a-z][\w -]*)(\s*,\s*("[^"]+"|'[^']+'|[a-z][\w -]*))*\s*$/i;
const LENGTH = /^(0|\d+(\.\d+)?(px|rem|em|%))$/;
const SPACING = { min: 0.5, max: 2 };

/**
 * Whether a token's value is one the widget takes, as a plain check (the widget itself asks the
 * browser): a CSS colour, a font-family list, a length, a spacing factor from 0.5 to 2.
 */
export function themeTokenProblem(token: EmbedThemeToken, value: string): ThemeProblem | null {
  const text = value.trim();
  switch (token) {
    case 'primary':
    case 'background':
    case 'text':
      return COLOUR.test(text) ? null : 'colour';
    case 'font':
      return FONT.test(text) && !/[;{}<>]/.test(text) ? null : 'font';
    case 'radius':
      return LENGTH.test(text) ? null : 'length';
    case 'spacing': {
      const factor = Number(text);
      return text !== '' && factor >= SPACING.min && factor <= SPACING.max ? null : 'spacing';
    }
  }
}

/** The valid, non-empty tokens of what was typed, trimmed. */
export function validTheme(typed: EmbedTheme): EmbedTheme {
  return Object.fromEntries(
    EMBED_THEME_TOKENS.flatMap((token) => {
      const value = typed[token]?.trim() ?? '';
      return value !== '' && themeTokenProblem(token, value) === null ? [[token, value]] : [];
    }),
  );
}

export const isPartnerKey = (value: string) => PARTNER_KEY_PATTERN.test(value);

/** data-image takes an https URL only (EMBEDDING.md, "Prefill"); answers it as the browser writes it, or null. */
export function prefillImageUrl(value: string): string | null {
  if (!URL.canParse(value.trim())) return null;
  const url = new URL(value.trim());
  return url.protocol === 'https:' ? url.href : null;
}
