import { createContext, useContext, useEffect, useState } from 'react';
import { type FontId, type FontWeight, type TextItemSpecs } from '../../../../shared/domain/text';
import { loadFont } from './font-loader';

/** The shop the fonts come from (the widget's shop base; '' on the shop's own pages). */
export const FontBaseContext = createContext('');

/**
 * Loads the fonts the given texts use and answers how many cuts have arrived so far: a canvas that
 * paints the texts draws again when it changes. A cut that failed is asked for again when the
 * texts' fonts next change (meanwhile its fallback shows).
 */
export function useTextFonts(texts: readonly Pick<TextItemSpecs, 'font' | 'weight'>[]): number {
  const base = useContext(FontBaseContext);
  const [arrived, setArrived] = useState(0);
  const cuts = [...new Set(texts.map((text) => `${text.font}/${text.weight}`))].toSorted().join(' ');
  useEffect(() => {
    let current = true;
    // By the cuts' names, not the texts: a new array of the same fonts loads nothing.
    for (const cut of cuts === '' ? [] : cuts.split(' ')) {
      const [font, weight] = cut.split('/') as [FontId, FontWeight];
      loadFont(base, font, weight).then(
        () => current && setArrived((count) => count + 1),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [base, cuts]);
  return arrived;
}
