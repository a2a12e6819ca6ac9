import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import type { CheckError } from '../domain';
import { catalogues } from './messages';
import { checkErrorText, errorField } from './check-error-text';

const intlOf = (locale: 'de' | 'fr' | 'it' | 'en') => createIntl({ locale: `${locale}-CH`, messages: catalogues[locale] });

describe('checkErrorText', () => {
  const tooBig: CheckError = { code: 'lengthTooBig', measure: 'length', bound: 'max', limit: 1500, actual: 2000, unit: 'mm' };

  it('words a limit in the visitor language with the limit in cm', () => {
    expect(checkErrorText(intlOf('de'), tooBig)).toBe('Die lange Seite ist zu gross: höchstens 150 cm.');
    expect(checkErrorText(intlOf('en'), tooBig)).toBe('The long side is too large: at most 150 cm.');
    expect(checkErrorText(intlOf('fr'), { ...tooBig, code: 'lengthTooSmall', bound: 'min', limit: 200 })).toBe(
      'Le grand côté est trop petit(e)\u202f: au moins 20 cm.',
    );
  });

  it('words surfaces, ratios and quantities in their units', () => {
    const intl = intlOf('it');
    expect(checkErrorText(intl, { code: 'surfaceTooBig', measure: 'surface', bound: 'max', limit: 3, actual: 4, unit: 'm2' })).toContain('3 m²');
    expect(checkErrorText(intl, { code: 'aspectratioTooBig', measure: 'aspectratio', bound: 'max', limit: 4, actual: 5, unit: 'ratio' })).toContain('1 : 4');
    expect(checkErrorText(intl, { code: 'invalid quantity', quantity: 0 })).toBe('Inserisca una quantità intera di almeno 1.');
  });

  it('places errors next to their field', () => {
    expect(errorField(tooBig, 'size')).toBe('size');
    expect(errorField({ code: 'invalid attribute option', attributeId: 'edge', optionId: 'x' }, 'size')).toBe('edge');
    expect(errorField({ code: 'quantityTooBig', measure: 'quantity', bound: 'max', limit: 100, actual: 101, unit: 'piece' }, 'size')).toBe('quantity');
  });
});
