import { describe, expect, it } from 'vitest';
import { formatIban, parseIban, swissIid } from './iban';

describe('parseIban', () => {
  it.each([
    [
      'accepts a Swiss IBAN as printed, in groups and lower case, and writes it without spaces',
      'ch93 0076 2011 6238 5295 7',
      { ok: true, iban: 'CH9300762011623852957' },
    ],
    ['accepts a German IBAN', 'DE89 3704 0044 0532 0130 00', { ok: true, iban: 'DE89370400440532013000' }],
    ['refuses a wrong check digit (mod 97)', 'CH9400762011623852957', { ok: false, reason: 'checksum' }],
    ['refuses two digits swapped', 'CH9300762011623825957', { ok: false, reason: 'checksum' }],
    ["refuses a Swiss IBAN of another length than Switzerland's 21 characters", 'CH930076201162385295', { ok: false, reason: 'length' }],
    ['refuses what is no IBAN at all', '12345', { ok: false, reason: 'format' }],
  ])('%s', (_, input, parsed) => {
    expect(parseIban(input)).toEqual(parsed);
  });
});

describe('formatIban and swissIid', () => {
  it('groups an IBAN by four', () => {
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  it("reads a Swiss IBAN's clearing number", () => {
    expect(swissIid('CH9300762011623852957')).toBe('00762');
  });
});
