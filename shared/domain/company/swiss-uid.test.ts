import { describe, expect, it } from 'vitest';
import { isSwissUid } from './swiss-uid';

describe('isSwissUid', () => {
  it('accepts UIDs with a right check digit', () => {
    // The Swiss Federal Railways' and the demo shop's numbers.
    expect(isSwissUid('CHE-102.909.703')).toBe(true);
    expect(isSwissUid('CHE-123.456.788')).toBe(true);
  });

  it('refuses a wrong check digit, another form and a number whose check digit would be 10', () => {
    expect(isSwissUid('CHE-123.456.789')).toBe(false);
    expect(isSwissUid('CHE123456788')).toBe(false);
    expect(isSwissUid('CHE-123.456.788 MWST')).toBe(false);
    // 1,0,0,0,0,0,0,1 weighs 5 + 4 = 9, check 2; 0,0,0,0,0,0,0,1 weighs 4, check 7.
    expect(isSwissUid('CHE-100.000.012')).toBe(true);
    expect(isSwissUid('CHE-000.000.017')).toBe(true);
    // 0,0,0,0,1,0,1,0 weighs 7 + 5 = 12, remainder 1: the check digit would be 10, never issued.
    expect(isSwissUid('CHE-000.010.100')).toBe(false);
  });
});
