import { describe, expect, it } from 'vitest';
import { easterSunday, swissHolidays } from './swiss-holidays';
import { addWorkingDays, expectedDelivery, isWorkingDay } from './working-days';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('puts Easter %i on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('swissHolidays', () => {
  it('lists the nine national days of 2026 and the workshop canton Lucerne’s four, the movable ones from Easter', () => {
    expect([...swissHolidays(2026)].toSorted()).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-04-03',
      '2026-04-06',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-08-01',
      '2026-08-15',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['a holiday that falls on a weekday', '2026-12-25', false],
    ['an ordinary weekday', '2026-11-25', true],
  ])('tells %s (%s): working day %s', (_, day, working) => {
    expect(isWorkingDay(day)).toBe(working);
  });
});

describe('addWorkingDays', () => {
  it.each([
    ['does not count the start day', '2026-11-25', 1, '2026-11-26'],
    ['gives the start day back for zero days', '2026-11-28', 0, '2026-11-28'],
    ['skips a weekend', '2026-11-27', 1, '2026-11-30'],
    // Thu 24.12.2026 + 2: Fri 25 and Sat 26 are holidays, 27 Sunday; Mon 28, Tue 29.
    ['skips Christmas, St Stephen and the weekend', '2026-12-24', 2, '2026-12-29'],
    // Wed 30.12.2026 + 2: Thu 31, then Fri 1 and Sat 2 Jan, Sun 3; Mon 4 Jan 2027.
    ['skips New Year, Berchtoldstag and the weekend', '2026-12-30', 2, '2027-01-04'],
    // Thu 2.4.2026 + 1: Good Friday, the weekend and Easter Monday pass; Tue 7.4.
    ['skips the Easter holidays', '2026-04-02', 1, '2026-04-07'],
    ['skips Lucerne’s Immaculate Conception, a working day in Zurich', '2026-12-07', 1, '2026-12-09'],
    ['skips Ascension', '2026-05-13', 1, '2026-05-15'],
  ])('%s (%s + %i)', (_, from, days, to) => {
    expect(addWorkingDays(from, days)).toBe(to);
  });
});

describe('expectedDelivery', () => {
  it('adds the longest production and the transit in working days to the Zurich order day', () => {
    // Wed 25.11.2026 17:00 Zurich: 3 production + 2 transit -> Wed 2.12.
    expect(expectedDelivery({ orderedAt: new Date('2026-11-25T16:00:00Z'), productionDays: [1, 3, 2], transitDays: 2 })).toBe('2026-12-02');
  });

  it('counts from the Zurich day, not the UTC day, late in the evening', () => {
    // 23:30 UTC on Thu 30.7.2026 is already Fri 31.7 in Zurich; 1 Aug is a Saturday anyway; Mon 3.8.
    expect(expectedDelivery({ orderedAt: new Date('2026-07-30T23:30:00Z'), productionDays: [1], transitDays: 0 })).toBe('2026-08-03');
  });

  it('skips a holiday in the middle of the count', () => {
    // Mon 21.12.2026 + 4: Tue 22, Wed 23, Thu 24, then 25/26 and the weekend; Mon 28.
    expect(expectedDelivery({ orderedAt: new Date('2026-12-21T09:00:00Z'), productionDays: [3], transitDays: 1 })).toBe('2026-12-28');
  });

  it('gives the order day itself for a pickup of a basket with no production time', () => {
    expect(expectedDelivery({ orderedAt: new Date('2026-11-25T10:00:00Z'), productionDays: [], transitDays: 0 })).toBe('2026-11-25');
  });

  it('is null for an invalid instant', () => {
    expect(expectedDelivery({ orderedAt: new Date(Number.NaN), productionDays: [1], transitDays: 1 })).toBeNull();
  });
});
