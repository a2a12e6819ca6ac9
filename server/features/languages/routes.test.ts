import { describe, expect, it } from 'vitest';
import { getLanguages } from '../../../shared/api/languages';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('GET /api/languages', () => {
  it('lists the four languages, German first, each with name and flag', async () => {
    const res = await t.app.inject({ url: '/api/languages' });
    expect(res.statusCode).toBe(200);
    const languages = getLanguages.response.parse(res.json());
    expect(languages.map((l) => l.code)).toEqual(['de', 'fr', 'it', 'en']);
    expect(languages.map((l) => l.name)).toEqual(['Deutsch', 'Français', 'Italiano', 'English']);
    for (const language of languages) {
      const flag = await t.app.inject({ url: language.flag_url });
      expect(flag.statusCode, language.flag_url).toBe(200);
      expect(flag.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
