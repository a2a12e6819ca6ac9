import { describe, expect, it } from 'vitest';
import { canvasInput } from '../test-fixtures';
import { definitionIssues, type DefinitionPath, isLocalizedText, productIn, TEXT_KEYS, valueAt, withValueAt } from './product-definition';

const today = new Date('2030-03-01T10:00:00Z');

/** The fixture in its stored form: every text in four languages (German with a language mark in the others). */
function stored(value: unknown, key = ''): unknown {
  if (TEXT_KEYS.has(key) && typeof value === 'string') return { de: value, fr: `${value}-fr`, it: `${value}-it`, en: `${value}-en` };
  if (Array.isArray(value)) return value.map((entry) => stored(entry));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stored(v, k)]));
  return value;
}

const definition = stored({ ...canvasInput, slug: 'leinwand' });
const withValues = (...changes: [DefinitionPath, unknown][]) => changes.reduce((doc, [path, value]) => withValueAt(doc, path, value), definition);
const issuesOf = (...changes: [DefinitionPath, unknown][]) => definitionIssues(withValues(...changes), today).map((i) => [i.path.join('.'), i.code]);

describe('definitionIssues', () => {
  it('finds nothing wrong with a product the shop sells', () => {
    expect(definitionIssues(definition, today)).toEqual([]);
  });

  it('reports a schema issue once, at its field, not once per language', () => {
    expect(issuesOf([['pricing', 'baseCosts'], -5])).toEqual([['pricing.baseCosts', 'tooSmall']]);
    expect(definitionIssues(withValues([['pricing', 'baseCosts'], -5]), today)[0]?.limit).toBe(0);
  });

  it('asks for whole rappen, known enum values and a value where one is required', () => {
    expect(issuesOf([['pricing', 'fixPrice'], 1.005], [['pricing', 'calculationBase'], 'volume'], [['pricing', 'dynamicCosts'], null])).toEqual([
      ['pricing.fixPrice', 'cents'],
      ['pricing.dynamicCosts', 'required'],
      ['pricing.calculationBase', 'invalid'],
    ]);
  });

  it('names the language of a text that is empty, and refuses a text given in one language only', () => {
    expect(issuesOf([['attributes', 1, 'options', 0, 'name', 'it'], '  '])).toEqual([['attributes.1.options.0.name.it', 'textMissing']]);
    expect(issuesOf([['summary'], 'Nur deutsch'])).toEqual([['summary', 'invalid']]);
  });

  it('keeps slugs to lower-case words joined by single hyphens', () => {
    expect(issuesOf([['slug', 'fr'], 'Toile--xl'])).toEqual([['slug.fr', 'slugFormat']]);
  });

  it('refuses duplicate option ids, promo dates out of order and a minimum above the maximum (which no default can meet)', () => {
    expect(
      issuesOf(
        [['attributes', 0, 'options', 2, 'id'], '30x20'],
        [['pricing', 'promoFrom'], '2030-04-02'],
        [['pricing', 'promoTill'], '2030-04-01'],
        [['limitations', 0, 'min'], 2],
      ),
    ).toEqual([
      ['attributes.0.options.2.id', 'duplicateId'],
      ['pricing.promoTill', 'promoDates'],
      ['limitations.0.max', 'minAboveMax'],
      ['defaultConfiguration', 'defaultRefused'],
    ]);
  });

  it('checks the default configuration like a shopper’s: options that exist, within the product’s limits', () => {
    expect(issuesOf([['defaultConfiguration', 'frame'], 'wide'])).toEqual([['defaultConfiguration.frame', 'unknownOption']]);
    expect(issuesOf([['defaultConfiguration', 'size'], '120x80'], [['limitations', 0, 'max'], 0.5])).toEqual([['defaultConfiguration', 'defaultRefused']]);
    const { finish: _dropped, ...withoutFinish } = valueAt(definition, ['defaultConfiguration']) as Record<string, string>;
    expect(issuesOf([['defaultConfiguration'], withoutFinish])).toEqual([['defaultConfiguration.finish', 'required']]);
  });
});

describe('productIn', () => {
  it('is the product as the shop serves it in one language', () => {
    expect(productIn(definition, 'fr')?.attributes[0]?.title).toBe('Format-fr');
    expect(productIn(withValues([['pricing', 'baseCosts'], 'x']), 'de')).toBeNull();
  });
});

describe('withValueAt', () => {
  it('answers a changed copy and leaves the document as it was', () => {
    const changed = withValueAt(definition, ['attributes', 0, 'options', 1, 'modifications', 'width'], 65);
    expect(valueAt(changed, ['attributes', 0, 'options', 1, 'modifications', 'width'])).toBe(65);
    expect(valueAt(definition, ['attributes', 0, 'options', 1, 'modifications', 'width'])).toBe(60);
    expect(Array.isArray(valueAt(changed, ['attributes']))).toBe(true);
    expect(isLocalizedText(valueAt(changed, ['name']))).toBe(true);
  });
});
