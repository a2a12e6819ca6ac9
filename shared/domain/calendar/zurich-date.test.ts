import { describe, it, expect } from 'vitest';
import { isWithinZurichDays, zurichDate } from './zurich-date';

describe('zurichDate', () => {
  it('gives the Zurich calendar day in winter time (UTC+1)', () => {
    expect(zurichDate(new Date('2025-01-15T22:59:59Z'))).toBe('2025-01-15');
    expect(zurichDate(new Date('2025-01-15T23:00:00Z'))).toBe('2025-01-16');
  });

  it('gives the Zurich calendar day in summer time (UTC+2)', () => {
    expect(zurichDate(new Date('2025-07-01T21:59:59Z'))).toBe('2025-07-01');
    expect(zurichDate(new Date('2025-07-01T22:00:00Z'))).toBe('2025-07-02');
  });

  it('returns null for an invalid date instead of throwing', () => {
    expect(zurichDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('isWithinZurichDays', () => {
  it('includes both the first and the last day', () => {
    // 2025-03-01 00:00 Zurich (CET) = 2025-02-28T23:00Z
    expect(isWithinZurichDays(new Date('2025-02-28T22:59:59Z'), '2025-03-01', '2025-03-31')).toBe(false);
    expect(isWithinZurichDays(new Date('2025-02-28T23:00:00Z'), '2025-03-01', '2025-03-31')).toBe(true);
    // 2025-03-31 23:59 Zurich (CEST since 30 March) = 21:59Z; 1 April 00:00 Zurich = 22:00Z
    expect(isWithinZurichDays(new Date('2025-03-31T21:59:00Z'), '2025-03-01', '2025-03-31')).toBe(true);
    expect(isWithinZurichDays(new Date('2025-03-31T22:00:00Z'), '2025-03-01', '2025-03-31')).toBe(false);
  });

  it('treats a missing bound as open', () => {
    expect(isWithinZurichDays(new Date('2000-01-01T12:00:00Z'), null, '2025-03-31')).toBe(true);
    expect(isWithinZurichDays(new Date('2099-01-01T12:00:00Z'), '2025-03-01', null)).toBe(true);
    expect(isWithinZurichDays(new Date(Number.NaN), null, null)).toBe(false);
  });
});
