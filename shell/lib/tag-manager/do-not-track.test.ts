import { describe, expect, it } from 'vitest';
import { trackingAllowed } from './do-not-track';

describe('trackingAllowed', () => {
  it.each([
    [{}, true],
    [{ doNotTrack: '0' }, true],
    [{ doNotTrack: 'unspecified' }, true],
    [{ doNotTrack: '1' }, false],
    [{ doNotTrack: null, globalPrivacyControl: true }, false],
  ])('%j -> %s', (signals, expected) => {
    expect(trackingAllowed(signals)).toBe(expected);
  });
});
