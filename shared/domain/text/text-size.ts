/*
 * Apart from text-item.ts, which imports the font catalogue: the widget's first step moves texts to
 * a new size (text-on-resized-area.ts) and must carry no font data.
 */

/** Sizes a text may have on the print (mm): from a footnote to a poster headline. */
export const TEXT_SIZE_MM = { min: 1, max: 400 } as const;
