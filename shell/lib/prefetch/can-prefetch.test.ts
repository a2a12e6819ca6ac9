import { describe, expect, it } from 'vitest';
import { canPrefetch } from './can-prefetch';

describe('canPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j -> %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });
});
