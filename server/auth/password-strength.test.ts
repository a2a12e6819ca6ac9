import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../../shared/api/selfcare-fields';
import { catalogues } from '../../shared/i18n/messages';
import { passwordWeaknesses } from './password-strength';

describe('password strength', () => {
  it('refuses the passwords on the lists attackers try first, in German too', async () => {
    for (const password of ['password', 'password12', 'passwort1!', '1234567890', 'Passwort123'])
      expect(await passwordWeaknesses(password), password).toEqual(['validation.passwordTooCommon']);
  });

  it('refuses guessable patterns with a hint that says why', async () => {
    expect(await passwordWeaknesses(' '.repeat(10))).toEqual(['validation.passwordTooGuessable', 'validation.passwordHint.repeats']);
    expect(await passwordWeaknesses('qwertzuiop')).toEqual(['validation.passwordTooGuessable', 'validation.passwordHint.keyboard']);
    expect(await passwordWeaknesses('abcdefghijk')).toEqual(['validation.passwordTooGuessable', 'validation.passwordHint.repeats']);
    expect(await passwordWeaknesses('01.02.1990')).toContain('validation.passwordTooGuessable');
    expect(await passwordWeaknesses('Sommer2024!')).toEqual(['validation.passwordTooGuessable', 'validation.passwordHint.words']);
  });

  it("refuses the customer's own username or e-mail as the password", async () => {
    expect(await passwordWeaknesses('zumbrunnen1988', ['zumbrunnen1988', 'zumbrunnen@example.ch'])).toEqual([
      'validation.passwordTooGuessable',
      'validation.passwordHint.personal',
    ]);
    expect(await passwordWeaknesses('zumbrunnen1988')).toEqual([]);
  });

  it('accepts passphrases and random passwords', async () => {
    for (const password of ['correct horse battery staple', 'Kuchen-Lampe-Wolke-42', 'tr0ub4dor&3x', 'hallo welt wie geht', `${'x9!Kq'.repeat(300)}`])
      expect(await passwordWeaknesses(password), password).toEqual([]);
  });

  it('every reason has a text in the four languages; the length rule says its number', () => {
    const keys = [
      'validation.passwordTooCommon',
      'validation.passwordTooGuessable',
      'validation.passwordHint.personal',
      'validation.passwordHint.words',
      'validation.passwordHint.keyboard',
      'validation.passwordHint.repeats',
      'validation.passwordHint.dates',
    ] as const;
    for (const locale of ['de', 'fr', 'it', 'en'] as const) {
      for (const key of keys) expect(catalogues[locale][key], `${locale} ${key}`).toMatch(/.{20,}/);
      expect(catalogues[locale]['validation.passwordTooShort']).toContain(String(PASSWORD_MIN));
      expect(catalogues[locale]['newPassword.passwordHint']).toContain(String(PASSWORD_MIN));
    }
  });
});
