import { describe, expect, it, vi } from 'vitest';
import { type ImportTexts, RETRY_AFTER_MS, textLoader } from './load-texts';

describe('textLoader', () => {
  it('imports a file once and gives its texts', async () => {
    const importTexts = vi.fn<ImportTexts>(async () => ({ default: { 'nav.home': 'Startseite' } }));
    const load = textLoader(importTexts);
    expect(load('first-de')).toBe(load('first-de'));
    expect(await load('first-de')).toEqual({ 'nav.home': 'Startseite' });
    expect(importTexts).toHaveBeenCalledTimes(1);
    expect(importTexts).toHaveBeenCalledWith('first-de');
  });

  it('keeps the files apart', async () => {
    const load = textLoader(async (name) => ({ default: { id: name } }));
    expect(await load('later-fr')).toEqual({ id: 'later-fr' });
    expect(await load('later-de')).toEqual({ id: 'later-de' });
  });

  it('tries a failed file again once the failure has been shown', async () => {
    vi.useFakeTimers();
    try {
      const importTexts = vi
        .fn<ImportTexts>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ default: { 'nav.home': 'Accueil' } });
      const load = textLoader(importTexts);
      await expect(load('first-fr')).rejects.toThrow('offline');
      await expect(load('first-fr')).rejects.toThrow('offline');
      expect(importTexts).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
      expect(await load('first-fr')).toEqual({ 'nav.home': 'Accueil' });
      expect(importTexts).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
