import type { z } from 'zod/mini';
import { type Locale, type Localized, locales } from '../../i18n/locales';
import { type LocalizedDoc, localize } from '../../i18n/localize';
import { checkConfiguration } from '../check/check-configuration';
import { Product, type ProductInput } from './product-schema';

/*
 * A product as the catalogue stores and staff edit it: the product model of product-schema.ts with
 * every text (the values of TEXT_KEYS) as { de, fr, it, en }. What must
 * stay true: a definition is valid when `localize(definition, locale)` passes the Product schema in
 * every language and the rules below hold; the back office's form and the server judge it with this
 * one function, so a price the form accepts is one the shop can sell.
 */

export type ProductDefinition = LocalizedDoc<ProductInput> & { id: string; slug: Localized };

/** Keys whose values are texts wherever they occur in a product (names, titles, format groups, the slug). */
export const TEXT_KEYS: ReadonlySet<string> = new Set(['name', 'summary', 'slug', 'title', 'group']);

export type DefinitionPath = readonly (string | number)[];

type DefinitionIssueCode =
  | 'required'
  | 'invalid'
  | 'tooSmall'
  | 'tooBig'
  | 'cents'
  | 'textMissing'
  | 'slugFormat'
  /** Another product has the slug (only the server, which sees the whole catalogue, finds it). */
  | 'slugTaken'
  | 'duplicateId'
  | 'unknownOption'
  | 'defaultRefused'
  | 'promoDates'
  | 'minAboveMax';

export interface DefinitionIssue {
  /** Where in the definition: a text's path ends in its language ('name', 'fr'). */
  readonly path: DefinitionPath;
  readonly code: DefinitionIssueCode;
  /** The bound a tooSmall/tooBig value missed. */
  readonly limit?: number;
}

export function isLocalizedText(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string');
}

/** The value at `path`, or undefined. */
export function valueAt(document: unknown, path: DefinitionPath): unknown {
  let value: unknown = document;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A copy of `document` with `value` at `path` (objects and arrays on the way are copied, nothing is changed). */
export function withValueAt<T>(document: T, path: DefinitionPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const current = (document ?? {}) as Record<string | number, unknown>;
  const next = withValueAt(current[key], rest, value);
  if (Array.isArray(current)) return current.map((entry, index) => (index === key ? next : entry)) as T;
  return { ...current, [key]: next } as T;
}

function zodIssue(issue: z.core.$ZodIssue): Pick<DefinitionIssue, 'code' | 'limit'> {
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string' ? { code: 'required' } : { code: 'tooSmall', limit: Number(issue.minimum) };
    case 'too_big':
      return { code: 'tooBig', limit: Number(issue.maximum) };
    case 'not_multiple_of':
      return { code: 'cents' };
    default:
      return { code: 'invalid' };
  }
}

const key = (issue: DefinitionIssue) => `${issue.path.join('.')}|${issue.code}`;

/** The schema's judgement in each language; a text's issue names the language, the others are said once. */
function schemaIssues(definition: unknown): { issues: DefinitionIssue[]; products: Partial<Record<Locale, Product>> } {
  const issues = new Map<string, DefinitionIssue>();
  const products: Partial<Record<Locale, Product>> = {};
  for (const locale of locales) {
    const parsed = Product.safeParse(localize(definition, locale));
    if (parsed.success) {
      products[locale] = parsed.data;
      continue;
    }
    for (const issue of parsed.error.issues) {
      const path = issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol');
      const text = isLocalizedText(valueAt(definition, path));
      const found: DefinitionIssue = { path: text ? [...path, locale] : path, ...zodIssue(issue) };
      issues.set(key(found), found);
    }
  }
  return { issues: [...issues.values()], products };
}

function textIssues(value: unknown, path: DefinitionPath, issues: DefinitionIssue[]): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => textIssues(entry, [...path, index], issues));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [name, entry] of Object.entries(value)) {
    if (!TEXT_KEYS.has(name)) textIssues(entry, [...path, name], issues);
    else if (entry === undefined) continue;
    else if (!isLocalizedText(entry)) issues.push({ path: [...path, name], code: 'invalid' });
    else {
      for (const locale of locales) {
        const text = entry[locale].trim();
        if (text === '') issues.push({ path: [...path, name, locale], code: 'textMissing' });
        else if (name === 'slug' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)) issues.push({ path: [...path, name, locale], code: 'slugFormat' });
      }
    }
  }
}

function duplicates(ids: readonly unknown[], path: DefinitionPath, field: string, issues: DefinitionIssue[]): void {
  const seen = new Set<unknown>();
  ids.forEach((id, index) => {
    if (seen.has(id)) issues.push({ path: [...path, index, field], code: 'duplicateId' });
    seen.add(id);
  });
}

/** Rules the schema cannot say: unique ids, a default that exists and passes the product's own limits, dates and bounds in order. */
function productIssues(product: Product, today: Date): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  duplicates(
    product.attributes.map((a) => a.id),
    ['attributes'],
    'id',
    issues,
  );
  product.attributes.forEach((attribute, index) =>
    duplicates(
      attribute.options.map((o) => o.id),
      ['attributes', index, 'options'],
      'id',
      issues,
    ),
  );
  duplicates(
    product.printAreas.map((a) => a.id),
    ['printAreas'],
    'id',
    issues,
  );
  duplicates(
    product.shippingOptions.map((s) => s.shippingOption_id),
    ['shippingOptions'],
    'shippingOption_id',
    issues,
  );
  duplicates(
    product.pricing.bulkPrices.map((b) => b.fromAmount),
    ['pricing', 'bulkPrices'],
    'fromAmount',
    issues,
  );
  const { promoFrom, promoTill } = product.pricing;
  if (promoFrom !== null && promoTill !== null && promoTill < promoFrom) issues.push({ path: ['pricing', 'promoTill'], code: 'promoDates' });
  product.limitations.forEach((limit, index) => {
    if (limit.min !== undefined && limit.max !== undefined && limit.min > limit.max) issues.push({ path: ['limitations', index, 'max'], code: 'minAboveMax' });
  });
  if (product.minProductionTime > product.maxProductionTime) issues.push({ path: ['maxProductionTime'], code: 'minAboveMax' });

  for (const attribute of product.attributes) {
    if (product.defaultConfiguration[attribute.id] === undefined) issues.push({ path: ['defaultConfiguration', attribute.id], code: 'required' });
  }
  const check = checkConfiguration(product, product.defaultConfiguration, 1, today);
  for (const error of check.errors) {
    if ('attributeId' in error) issues.push({ path: ['defaultConfiguration', error.attributeId], code: 'unknownOption' });
    else issues.push({ path: ['defaultConfiguration'], code: 'defaultRefused' });
  }
  return issues;
}

/**
 * Everything wrong with a definition, each at its field; empty when the shop can sell it. `today`
 * is the day the default configuration is checked on (promotions depend on it).
 */
export function definitionIssues(definition: unknown, today: Date): DefinitionIssue[] {
  const { issues, products } = schemaIssues(definition);
  const texts: DefinitionIssue[] = [];
  textIssues(definition, [], texts);
  const german = products.de;
  const rules = issues.length === 0 && german ? productIssues(german, today) : [];
  const all = new Map<string, DefinitionIssue>();
  for (const issue of [...issues, ...texts, ...rules]) all.set(key(issue), issue);
  return [...all.values()];
}

/** The product of a valid definition in one language (the shop's view of it); null while it has issues in that language. */
export function productIn(definition: unknown, locale: Locale): Product | null {
  const parsed = Product.safeParse(localize(definition, locale));
  return parsed.success ? parsed.data : null;
}
