import { describe, expect, it } from 'vitest';
import { parseShellConfig } from './env';

describe('shell config', () => {
  it('defaults to the demo company', () => {
    const { company } = parseShellConfig({});
    expect(company.name).toBe('Print Atelier AG');
    expect(`${company.zipcode} ${company.city}`).toBe('6039 Root');
  });

  it('takes values from the environment and names a bad one', () => {
    expect(parseShellConfig({ VITE_COMPANY_PHONE: '+41 41 123 45 67' }).company.phone).toBe('+41 41 123 45 67');
    expect(() => parseShellConfig({ VITE_COMPANY_ZIPCODE: '60390' })).toThrow(/company.zipcode/);
  });
});
