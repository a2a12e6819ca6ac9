import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal';

describe('parseDecimal (the spec decimal validator)', () => {
  it.each([
    ['42', 42],
    ['42.5', 42.5],
    ['0.25', 0.25],
    ['.5', 0.5],
    [' 60 ', 60],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value });
  });

  it('calls an empty value invalid', () => {
    expect(parseDecimal('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDecimal('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['abc', '4x', '-5', '+5', '1e3', '1.2.3', '5.', '.', '1 000', "1'000"])('refuses %j as no decimal number', (text) => {
    expect(parseDecimal(text)).toEqual({ ok: false, reason: 'format' });
  });

  it('accepts only the given separator', () => {
    expect(parseDecimal('42,5')).toEqual({ ok: false, reason: 'format' });
    expect(parseDecimal('42,5', { separator: ',' })).toEqual({ ok: true, value: 42.5 });
    expect(parseDecimal('42.5', { separator: ',' })).toEqual({ ok: false, reason: 'format' });
    expect(parseDecimal('42,5', { separator: '.,' })).toEqual({ ok: true, value: 42.5 });
  });

  it('refuses more decimals than the rule allows', () => {
    expect(parseDecimal('42.55', { decimals: 1 })).toEqual({ ok: false, reason: 'decimals' });
    expect(parseDecimal('42.5', { decimals: 1 })).toEqual({ ok: true, value: 42.5 });
    expect(parseDecimal('42.5', { decimals: 0 })).toEqual({ ok: false, reason: 'decimals' });
    expect(parseDecimal('42', { decimals: 0 })).toEqual({ ok: true, value: 42 });
  });
});
