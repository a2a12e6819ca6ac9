import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_MS } from '../../../ui/intl/load-texts';

// The browser build's parts per language, as vite.texts.ts gives them.
const chunks = vi.hoisted(() => ({
  first: { de: { 'nav.home': 'Startseite' }, fr: { 'nav.home': 'Accueil' } } as Record<string, Record<string, string>>,
  later: { de: { 'account.required': 'Pflichtfeld' }, fr: { 'account.required': 'Champ obligatoire' } } as Record<string, Record<string, string>>,
  admin: { de: { 'admin.title': 'Backoffice' }, fr: { 'admin.title': 'Back-office' } } as Record<string, Record<string, string>>,
  configurator: { de: { 'configurator.steps.next': 'Weiter' }, fr: { 'configurator.steps.next': 'Suivant' } } as Record<string, Record<string, string>>,
  configuratorLoads: [] as string[],
  laterFails: 0,
}));
vi.mock('virtual:texts', () => ({
  parts: ['first', 'later', 'admin', 'configurator'],
  importTexts: async (name: string) => {
    const [part, locale] = name.split('-') as ['first' | 'later' | 'admin' | 'configurator', string];
    if (part === 'configurator') chunks.configuratorLoads.push(locale);
    if (part === 'later' && chunks.laterFails > 0) {
      chunks.laterFails -= 1;
      throw new Error('chunk failed');
    }
    return { default: chunks[part][locale] };
  },
}));

const load = async () => {
  vi.resetModules();
  return import('./texts');
};

describe('texts', () => {
  beforeEach(() => window.history.replaceState(null, '', '/de/checkout/basket'));

  it('loads only the first paint texts for a page', async () => {
    const { loadTexts } = await load();
    expect(await loadTexts('de')).toEqual({ 'nav.home': 'Startseite' });
  });

  it('adds the later texts to the catalogue the page already holds when a chunk needs them', async () => {
    const { loadTexts, withLaterTexts } = await load();
    const catalogue = await loadTexts('de');
    expect(await withLaterTexts(async () => 'chunk')()).toBe('chunk');
    expect(catalogue).toEqual({ 'nav.home': 'Startseite', 'account.required': 'Pflichtfeld' });
  });

  it('loads both parts of another language once later texts were wanted', async () => {
    const { loadTexts, withLaterTexts } = await load();
    await withLaterTexts(async () => null)();
    expect(await loadTexts('fr')).toEqual({ 'nav.home': 'Accueil', 'account.required': 'Champ obligatoire' });
  });

  it('tries a failed later part again once its failure has been shown', async () => {
    const { loadTexts, withLaterTexts } = await load();
    chunks.laterFails = 1;
    await expect(withLaterTexts(async () => null)()).rejects.toThrow('chunk failed');
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    await withLaterTexts(async () => null)();
    expect(await loadTexts('de')).toHaveProperty('account.required', 'Pflichtfeld');
  });

  it('words the fallback from what is loaded, literal parts only', async () => {
    const { loadTexts, plainMessage } = await load();
    expect(plainMessage('de', 'nav.home')).toBeNull();
    await loadTexts('de');
    expect(plainMessage('de', 'nav.home')).toBe('Startseite');
  });

  it("loads the configurator's texts of the page's language with its chunk, once, apart from the shell's catalogue", async () => {
    chunks.configuratorLoads = [];
    const { loadConfiguratorTexts, loadTexts, withConfiguratorTexts } = await load();
    expect(await withConfiguratorTexts(async () => 'configurator chunk')()).toBe('configurator chunk');
    expect(chunks.configuratorLoads).toEqual(['de']);
    expect(await loadConfiguratorTexts('de')).toEqual({ 'configurator.steps.next': 'Weiter' });
    expect(await loadConfiguratorTexts('fr')).toEqual({ 'configurator.steps.next': 'Suivant' });
    expect(loadConfiguratorTexts('fr')).toBe(loadConfiguratorTexts('fr'));
    expect(chunks.configuratorLoads).toEqual(['de', 'fr']);
    expect(await loadTexts('de')).toEqual({ 'nav.home': 'Startseite' });
  });

  it('adds the back office texts only for its chunk, with the later ones', async () => {
    const { loadTexts, withAdminTexts } = await load();
    expect(await withAdminTexts(async () => 'admin chunk')()).toBe('admin chunk');
    expect(await loadTexts('fr')).toEqual({ 'nav.home': 'Accueil', 'account.required': 'Champ obligatoire', 'admin.title': 'Back-office' });
  });
});
