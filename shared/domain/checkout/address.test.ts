import { describe, expect, it } from 'vitest';
import { addresseeName, isValidPostcode, postcodeCountry } from './address';

describe('postcodes of Switzerland and Liechtenstein', () => {
  it('tells Liechtenstein (9485-9498) from Switzerland', () => {
    expect(postcodeCountry('8001')).toBe('CH');
    expect(postcodeCountry('9484')).toBe('CH');
    expect(postcodeCountry('9485')).toBe('LI');
    expect(postcodeCountry('9490')).toBe('LI');
    expect(postcodeCountry('9498')).toBe('LI');
    expect(postcodeCountry('9499')).toBe('CH');
  });

  it('refuses anything but four digits from 1000', () => {
    for (const bad of ['0999', '800', '80010', '8OO1', ' 8001', '']) expect(postcodeCountry(bad)).toBeNull();
  });

  it('checks a postcode against the chosen country', () => {
    expect(isValidPostcode('LI', '9490')).toBe(true);
    expect(isValidPostcode('CH', '9490')).toBe(false);
    expect(isValidPostcode('LI', '8001')).toBe(false);
  });
});

describe('the addressee in one line', () => {
  it('names the company first, then the person; the person alone without one', () => {
    expect(addresseeName({ company: 'Muster AG', firstname: 'Erika', lastname: 'Muster' })).toBe('Muster AG, Erika Muster');
    expect(addresseeName({ company: null, firstname: 'Erika', lastname: 'Muster' })).toBe('Erika Muster');
  });
});
