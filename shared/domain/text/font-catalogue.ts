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

// Object literals, no calls: the widget's first step imports this module's neighbours, and a
// bundler keeps whatever a call at the top of a module might do.
export const fontCatalogue: Readonly<Record<FontId, FontFamily>> = {
  'open-sans': { id: 'open-sans', family: 'Open Sans', weights: CUTS, fallback: SANS, licence: 'OFL-1.1' },
  lato: { id: 'lato', family: 'Lato', weights: CUTS, fallback: SANS, licence: 'OFL-1.1' },
  montserrat: { id: 'montserrat', family: 'Montserrat', weights: CUTS, fallback: SANS, licence: 'OFL-1.1' },
  raleway: { id: 'raleway', family: 'Raleway', weights: CUTS, fallback: SANS, licence: 'OFL-1.1' },
  nunito: { id: 'nunito', family: 'Nunito', weights: CUTS, fallback: SANS, licence: 'OFL-1.1' },
  oswald: { id: 'oswald', family: 'Oswald', weights: CUTS, fallback: `"Arial Narrow", ${SANS}`, licence: 'OFL-1.1' },
  merriweather: { id: 'merriweather', family: 'Merriweather', weights: CUTS, fallback: SERIF, licence: 'OFL-1.1' },
  lora: { id: 'lora', family: 'Lora', weights: CUTS, fallback: SERIF, licence: 'OFL-1.1' },
  'playfair-display': { id: 'playfair-display', family: 'Playfair Display', weights: CUTS, fallback: SERIF, licence: 'OFL-1.1' },
  'dancing-script': { id: 'dancing-script', family: 'Dancing Script', weights: CUTS, fallback: `cursive, ${SERIF}`, licence: 'OFL-1.1' },
};

export const DEFAULT_FONT: FontId = 'open-sans';

export const isFontWeight = (value: unknown): value is FontWeight => (fontWeights as readonly unknown[]).includes(value);

export const isFontId = (value: unknown): value is FontId => typeof value === 'string' && Object.hasOwn(fontCatalogue, value);

/** The CSS font-family value of a font: its family, then its fallback stack. */
export const cssFontFamily = (id: FontId): string => `"${fontCatalogue[id].family}", ${fontCatalogue[id].fallback}`;
