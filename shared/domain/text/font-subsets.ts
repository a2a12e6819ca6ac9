/*
 * The script subsets each cut of the catalogue comes in, as fontsource splits them: Latin (with
 * Western European accents: "Zürich, Genève, Città, Ærø") and Latin Extended ("Łódź"). A line may
 * need both; a browser picks the file by its unicode-range, the print file glyph by glyph.
 */

export const fontSubsets = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof fontSubsets)[number];

/** Each subset's code points (CSS unicode-range), as fontsource's own CSS declares them for every family of the catalogue. */
export const subsetUnicodeRange: Readonly<Record<FontSubset, string>> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

export const isFontSubset = (value: unknown): value is FontSubset => (fontSubsets as readonly unknown[]).includes(value);
