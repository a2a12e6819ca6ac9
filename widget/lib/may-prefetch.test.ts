import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './may-prefetch';

describe('mayPrefetch', () => {
  it.each([
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j: %s', (connection, expected) => {
    expect(mayPrefetch(connection)).toBe(expected);
  });
});
