/*
 * The fonts a text item may use: ten families under the SIL Open Font License 1.1, each in a
 * regular and a bold cut that cover Latin and Latin Extended ("Zürich, Genève, Città, Ærø, Łódź").
 * Data only: the server reads the files from the npm packages named here (`@fontsource/<id>`), the
 * browser will load them on demand with the text tool; nothing here pulls a font file into a bundle.
 */

export const fontIds = [
  'open-sans',
  'lato',
  'montserrat',
  'raleway',
  'nunito',
  'oswald',
  'merriweather',
  'lora',
  'playfair-display',
  'dancing-script',
] as const;
export type FontId = (typeof fontIds)[number];

export const fontWeights = ['regular', 'bold'] as const;
export type FontWeight = (typeof fontWeights)[number];

export interface FontFamily {
  readonly id: FontId;
  /** The family name, as @font-face and the font menu show it. */
  readonly family: string;
  /** The CSS weight of each cut. */
  readonly weights: Readonly<Record<FontWeight, number>>;
  /** What a browser shows until the file has arrived. */
  readonly fallback: string;
  /** SPDX identifier. */
  readonly licence: 'OFL-1.1';
}

const SANS = 'system-ui, Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';
const CUTS = { regular: 400, bold: 700 } as const;

const family = (id: FontId, name: string, fallback: string): FontFamily => ({ id, family: name, weights: CUTS, fallback, licence: 'OFL-1.1' });

export const fontCatalogue: Readonly<Record<FontId, FontFamily>> = {
  'open-sans': family('open-sans', 'Open Sans', SANS),
  lato: family('lato', 'Lato', SANS),
  montserrat: family('montserrat', 'Montserrat', SANS),
  raleway: family('raleway', 'Raleway', SANS),
  nunito: family('nunito', 'Nunito', SANS),
  oswald: family('oswald', 'Oswald', '"Arial Narrow", ' + SANS),
  merriweather: family('merriweather', 'Merriweather', SERIF),
  lora: family('lora', 'Lora', SERIF),
  'playfair-display': family('playfair-display', 'Playfair Display', SERIF),
  'dancing-script': family('dancing-script', 'Dancing Script', 'cursive, ' + SERIF),
};

export const DEFAULT_FONT: FontId = 'open-sans';

export const isFontId = (value: unknown): value is FontId => typeof value === 'string' && Object.hasOwn(fontCatalogue, value);

/** The CSS font-family value of a font: its family, then its fallback stack. */
export const cssFontFamily = (id: FontId): string => `"${fontCatalogue[id].family}", ${fontCatalogue[id].fallback}`;
