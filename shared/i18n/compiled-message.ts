/*
 * A message as the browser gets it: compiled from its ICU text at build time (compile-message.ts),
 * so the shell needs neither the ICU parser nor a message-format runtime. Only what the catalogues
 * use is kept; compileMessage refuses anything else, so a new kind of text fails the build instead
 * of being shown wrongly.
 *
 * A plain text stays a string; otherwise a list of parts: text, POUND (the plural's number),
 * [name] (an argument), [name, PLURAL, cases], [name, SELECT, cases], [name, TAG, parts].
 */

import { isLocale } from './locales';
import { swissNumber } from './swiss-number';
import { madeOnce } from './made-once';

export const POUND = 0;
export const PLURAL = 1;
export const SELECT = 2;
export const TAG = 3;

export type Part =
  | string
  | typeof POUND
  | readonly [name: string]
  | readonly [name: string, kind: typeof PLURAL, cases: Cases]
  | readonly [name: string, kind: typeof SELECT, cases: Cases]
  | readonly [name: string, kind: typeof TAG, children: readonly Part[]];

type Cases = Readonly<Record<string, readonly Part[]>>;

export type CompiledMessage = string | readonly Part[];

/** A tag's filler gets the formatted content and returns what stands for it (in the shell, a React element). */
type TagFiller<T> = (chunks: (string | T)[]) => string | T | (string | T)[];
export type MessageValue<T> = string | number | boolean | null | undefined | T | TagFiller<T>;

const pluralRules = madeOnce((locale: string) => new Intl.PluralRules(locale));

/** An argument's words as intl-messageformat gives them: a number as it is (no digit grouping), nothing for a missing one. */
function argument<T>(value: MessageValue<T>): string | T {
  if (typeof value === 'number') return String(value);
  return value === undefined || value === null || value === false ? '' : (value as string | T);
}

/** A plural's # as Intl words it (grouped digits), in the shop's languages without Intl's number data (swiss-number.ts). */
function poundNumber(value: number, locale: string): string {
  const language = locale.slice(0, 2);
  return isLocale(language) ? swissNumber(value, language) : new Intl.NumberFormat(locale).format(value);
}

function pluralCase(parts: Cases, value: number, locale: string): readonly Part[] {
  const exact = Object.hasOwn(parts, `=${value}`) ? parts[`=${value}`] : undefined;
  if (exact) return exact;
  const category = pluralRules(locale).select(value);
  return (Object.hasOwn(parts, category) ? parts[category] : undefined) ?? parts.other ?? [];
}

function formatParts<T>(parts: readonly Part[], values: Record<string, MessageValue<T>>, locale: string, plural: number | null, out: (string | T)[]): void {
  for (const part of parts) {
    if (typeof part === 'string') out.push(part);
    else if (part === POUND) {
      if (plural !== null) out.push(poundNumber(plural, locale));
    } else if (part.length === 1) out.push(argument(values[part[0]]));
    else if (part[1] === PLURAL) {
      const value = Number(values[part[0]]);
      formatParts(pluralCase(part[2], value, locale), values, locale, value, out);
    } else if (part[1] === SELECT) {
      const cases = part[2];
      const key = String(values[part[0]]);
      formatParts((Object.hasOwn(cases, key) ? cases[key] : undefined) ?? cases.other ?? [], values, locale, null, out);
    } else {
      const chunks: (string | T)[] = [];
      formatParts(part[2], values, locale, plural, chunks);
      const filler = values[part[0]];
      const words = mergeStrings(chunks);
      const filled = typeof filler === 'function' ? (filler as TagFiller<T>)(words) : words;
      if (Array.isArray(filled)) out.push(...(filled as (string | T)[]));
      else out.push(filled as string | T);
    }
  }
}

/**
 * The message in `locale` (a BCP 47 tag such as 'de-CH') with its values: a string, or a list of
 * strings and whatever tag fillers returned when they returned something else.
 */
export function formatCompiled<T = never>(message: CompiledMessage, values: Record<string, MessageValue<T>> = {}, locale: string): string | (string | T)[] {
  if (typeof message === 'string') return message;
  const out: (string | T)[] = [];
  formatParts(message, values, locale, null, out);
  return out.every((part) => typeof part === 'string') ? out.join('') : mergeStrings(out);
}

function mergeStrings<T>(parts: (string | T)[]): (string | T)[] {
  const merged: (string | T)[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (typeof part === 'string' && typeof merged[last] === 'string') merged[last] = merged[last] + part;
    else if (part !== '') merged.push(part);
  }
  return merged;
}
