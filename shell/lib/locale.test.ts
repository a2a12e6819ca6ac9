import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../shared/i18n/locales';
import { isShellLocale, shellDefaultLocale, shellLocales, toLocale } from './locale';

describe('shell locales', () => {
  it('are the shared list (kept apart only to keep zod out of the entry chunk)', () => {
    expect([...shellLocales]).toEqual([...locales]);
    expect(shellDefaultLocale).toBe(defaultLocale);
  });

  it('falls back to German', () => {
    expect(isShellLocale('fr')).toBe(true);
    expect(toLocale('xx')).toBe('de');
    expect(toLocale(undefined)).toBe('de');
  });
});
