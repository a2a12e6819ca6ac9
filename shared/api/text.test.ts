import fc from 'fast-check';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/messages';
import { CONTROL_CHARACTER, hasControlCharacter, multiLineText, singleLineText } from './text';

const controls = [...Array.from({ length: 0x20 }, (_, i) => i), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((code) => String.fromCharCode(code));

describe('text types', () => {
  it('a single line refuses every C0 and C1 control character and DEL, with one message key', () => {
    for (const control of controls) {
      const result = singleLineText().check(z.trim(), z.maxLength(5)).safeParse(`ab${control}cdefgh`);
      expect(
        result.error?.issues.map((i) => i.message),
        JSON.stringify(control),
      ).toEqual([CONTROL_CHARACTER]);
    }
  });

  it('a multi-line text allows tab, line feed and carriage return only', () => {
    for (const control of controls)
      expect(multiLineText().safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(['\t', '\n', '\r'].includes(control));
  });

  it('accepts any text without control characters, letters and emoji of every script included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(singleLineText().safeParse(value).success).toBe(!hasControlCharacter(value));
      }),
    );
    expect(singleLineText().safeParse('Zoë Müller-Ñandú 😀 東京').success).toBe(true);
  });

  it('says what is wrong in every language', () => {
    for (const locale of ['de', 'fr', 'it', 'en'] as const) expect(catalogues[locale][CONTROL_CHARACTER]).toMatch(/.{20,}/);
  });
});
