import type { Locale } from '../locales';
import { type Catalogue, de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export type { Catalogue, MessageKey } from './de';
export const catalogues: Record<Locale, Catalogue> = { de, fr, it, en };
