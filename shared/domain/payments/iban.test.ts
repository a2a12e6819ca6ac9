import { describe, expect, it } from 'vitest';
import { formatIban, parseIban, swissIid } from './iban';

describe('parseIban', () => {
  it('accepts a Swiss IBAN as printed, in groups and lower case, and writes it without spaces', () => {
    expect(parseIban('ch93 0076 2011 6238 5295 7')).toEqual({ ok: true, iban: 'CH9300762011623852957' });
  });

  it('accepts a German IBAN', () => {
    expect(parseIban('DE89 3704 0044 0532 0130 00')).toEqual({ ok: true, iban: 'DE89370400440532013000' });
  });

  it('refuses a wrong check digit (mod 97)', () => {
    expect(parseIban('CH9400762011623852957')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('refuses two digits swapped', () => {
    expect(parseIban('CH9300762011623825957')).toEqual({ ok: false, reason: 'checksum' });
  });

  it("refuses a Swiss IBAN of another length than Switzerland's 21 characters", () => {
    expect(parseIban('CH930076201162385295')).toEqual({ ok: false, reason: 'length' });
  });

  it('refuses what is no IBAN at all', () => {
    expect(parseIban('12345')).toEqual({ ok: false, reason: 'format' });
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
