import { type DefinitionPath, isLocalizedText, TEXT_KEYS, valueAt } from '../../../../shared/domain/product/product-definition';
import type { Wording } from '../kit/editor/use-wording';
import { type LimitMeasure, limitMeasures } from '../../../../shared/domain/product/product-schema';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import type { MessageKey } from '../../../../shared/i18n/messages';

/*
 * Paths of a product definition in the staff member's words ('Grösse › 60 × 40 cm › Breite (cm)'):
 * the editor's list of fields to check and the version history's before/after name the same field
 * the same way, with the names of attributes, options and shipping options in the staff's language.
 */

/** A stored text in the staff's language; other values as they are. */
export function textOf(value: unknown, locale: Locale): string {
  if (isLocalizedText(value)) return value[locale];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Keys whose label names the field the same way wherever it sits. */
const FIELD_KEYS = new Set([
  'priceType',
  'fixPrice',
  'promoPrice',
  'promoFrom',
  'promoTill',
  'baseCosts',
  'dynamicCosts',
  'calculationBase',
  'staggeredBase',
  'formatSelectionDiscount',
  'bulkPrices',
  'fromAmount',
  'minProductionTime',
  'maxProductionTime',
  'id',
  'name',
  'summary',
  'slug',
  'title',
  'group',
  'orientation',
  'width',
  'height',
  'sideArea',
  'allowCustomSize',
  'measure',
  'min',
  'max',
  'price',
  'transitDays',
  'fromLongSide',
  'fromShortSide',
  'fromGirthMass',
  'shippingOptionRate_id',
  'defaultConfiguration',
  'limitations',
  'shippingOptions',
]);

/** Within an option's modifications, costs and days are what choosing it adds. */
const MODIFICATION_KEYS: Record<string, MessageKey> = {
  baseCosts: 'admin.catalogue.field.optionBaseCosts',
  dynamicCosts: 'admin.catalogue.field.optionDynamicCosts',
  minProductionTime: 'admin.catalogue.field.extraMinDays',
  maxProductionTime: 'admin.catalogue.field.extraMaxDays',
};

function keyLabel(key: string, { t }: Wording, within: string | undefined): string {
  if (within === 'modifications' && MODIFICATION_KEYS[key]) return t(MODIFICATION_KEYS[key]);
  if (within === 'bulkPrices' && key === 'dynamicCosts') return t('admin.catalogue.field.bulkDynamicCosts');
  if (key === 'shippingOptionExceptions') return t('admin.catalogue.field.exceptions');
  if (key === 'pricing') return t('admin.catalogue.field.pricing');
  if (FIELD_KEYS.has(key)) return t(`admin.catalogue.field.${key}` as MessageKey);
  return key;
}

/** The label of one list entry: its name when it has one, else its number in the list. */
function entryLabel(list: string, entry: unknown, index: number, wording: Wording, document: unknown): string {
  const { t, locale } = wording;
  const name = textOf(valueAt(entry, ['name']) ?? valueAt(entry, ['title']), locale);
  switch (list) {
    case 'bulkPrices':
      return t('admin.catalogue.field.tier', { number: index + 1 });
    case 'limitations': {
      const measure = valueAt(entry, ['measure']);
      const known = typeof measure === 'string' && (limitMeasures as readonly string[]).includes(measure);
      return `${t('admin.catalogue.field.limit', { number: index + 1 })}${known ? ` (${t(`admin.catalogue.measure.${measure as LimitMeasure}`)})` : ''}`;
    }
    case 'shippingOptionExceptions':
      return t('admin.catalogue.field.exception', { number: index + 1 });
    case 'printAreas':
      return `${t('admin.catalogue.field.printArea')} ${name}`.trim();
    case 'resources':
      return `${t('admin.catalogue.field.resource')} ${textOf(valueAt(entry, ['productionResource', 'name']), locale)}`.trim();
    default:
      return name || (valueAt(entry, ['id']) as string | undefined) || String(index + 1) || textOf(document, locale);
  }
}

/**
 * The words of a path in `document` (the definition it belongs to: for a removed entry, the one
 * before). A text's language closes it in brackets: 'Name (FR)'.
 */
export function describePath(document: unknown, path: DefinitionPath, wording: Wording): string {
  const parts: string[] = [];
  let within: string | undefined;
  path.forEach((segment, index) => {
    const at = path.slice(0, index + 1);
    const previous = path[index - 1];
    if (typeof segment === 'number') {
      parts.push(entryLabel(String(previous), valueAt(document, at), segment, wording, document));
      return;
    }
    if (typeof previous === 'string' && TEXT_KEYS.has(previous) && isLocale(segment)) {
      parts[parts.length - 1] = `${parts[parts.length - 1]} (${segment.toUpperCase()})`;
      return;
    }
    if (previous === 'defaultConfiguration') {
      const attributes = valueAt(document, ['attributes']);
      const attribute = Array.isArray(attributes) ? attributes.find((a) => valueAt(a, ['id']) === segment) : undefined;
      parts.push(textOf(valueAt(attribute, ['title']), wording.locale) || segment);
      return;
    }
    // Lists and wrappers whose entries already say what they are.
    if (['attributes', 'options', 'modifications', 'specs', 'productionResource', 'resources', 'printAreas'].includes(segment)) {
      within = segment;
      return;
    }
    parts.push(keyLabel(segment, wording, within));
    within = segment;
  });
  return parts.join(' › ');
}

/** A stored value as the history shows it. */
export function describeValue(value: unknown, wording: Wording, formatNumber: (n: number) => string): string {
  const { t, locale } = wording;
  if (value === undefined) return '—';
  if (value === null || value === '') return t('admin.catalogue.history.empty');
  if (typeof value === 'boolean') return t(value ? 'admin.catalogue.history.yes' : 'admin.catalogue.history.no');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (isLocalizedText(value)) return value[locale];
  const name = textOf(valueAt(value, ['name']), locale) || textOf(valueAt(value, ['title']), locale);
  if (name) return name;
  return JSON.stringify(value);
}
