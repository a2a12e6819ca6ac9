import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once';

describe('madeOnce', () => {
  it('makes a value once per key and answers the kept one after', () => {
    const made: string[] = [];
    const upper = madeOnce((key: string) => {
      made.push(key);
      return { key: key.toUpperCase() };
    });
    expect(upper('de')).toBe(upper('de'));
    expect(upper('fr').key).toBe('FR');
    expect(made).toEqual(['de', 'fr']);
  });

  it('tells keys apart by keyOf, so equal options share one value', () => {
    const format = madeOnce(
      (options: { style: string }) => ({ ...options }),
      (options) => JSON.stringify(options),
    );
    expect(format({ style: 'long' })).toBe(format({ style: 'long' }));
    expect(format({ style: 'long' })).not.toBe(format({ style: 'short' }));
  });
});
