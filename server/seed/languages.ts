import type { Locale } from '../../shared/i18n/locales';

/** A languages row: the name in its own language and a flag under /assets/flags (server/assets/flags). */
export interface LanguageSeed {
  code: Locale;
  name: string;
  flagUrl: string;
  position: number;
}

export const languages: LanguageSeed[] = [
  { code: 'de', name: 'Deutsch', flagUrl: '/assets/flags/de.svg', position: 1 },
  { code: 'fr', name: 'Français', flagUrl: '/assets/flags/fr.svg', position: 2 },
  { code: 'it', name: 'Italiano', flagUrl: '/assets/flags/it.svg', position: 3 },
  { code: 'en', name: 'English', flagUrl: '/assets/flags/en.svg', position: 4 },
];
