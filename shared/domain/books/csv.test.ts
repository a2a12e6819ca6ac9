import { describe, expect, it } from 'vitest';
import { csvAmount, csvText } from './csv';

describe('csvAmount', () => {
  it('writes whole rappen as CHF with two decimals, exactly', () => {
    expect([csvAmount(0), csvAmount(5), csvAmount(123_450), csvAmount(-1_005)]).toEqual(['0.00', '0.05', '1234.50', '-10.05']);
  });

  it('refuses a fraction of a rappen', () => {
    expect(() => csvAmount(0.5)).toThrow(RangeError);
  });
});

describe('csvText', () => {
  it('starts with the byte order mark Excel needs and ends every line in CRLF', () => {
    expect(csvText(['a', 'b'], [['1', '2']], 'excel')).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('splits at semicolons for Swiss Excel, quoting only cells that hold one', () => {
    expect(
      csvText(
        ['Name', 'Betrag'],
        [
          ['Keller; Lea', '1,5'],
          ['Zoë "Z"', '-3.00'],
        ],
        'semicolon',
      ),
    ).toBe('\uFEFFName;Betrag\r\n"Keller; Lea";1,5\r\n"Zoë ""Z""";-3.00\r\n');
  });

  it('keeps a name that starts like a formula from running as one', () => {
    expect(csvText(['x'], [['=SUM(A1)'], ['-x']], 'excel')).toBe("\uFEFFx\r\n'=SUM(A1)\r\n'-x\r\n");
  });
});
