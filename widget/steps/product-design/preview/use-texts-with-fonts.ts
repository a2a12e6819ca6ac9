import { useContext, useEffect, useState } from 'react';
import type { FontId, FontWeight, TextItemSpecs } from '../../../../shared/domain/text';
import { loadFont } from '../text/font-loader';
import { FontBaseContext } from '../text/use-text-fonts';

const cutOf = (text: Pick<TextItemSpecs, 'font' | 'weight'>) => `${text.font}/${text.weight}`;

/**
 * The texts whose fonts have arrived, or could not be had (their fallback shows then): a picture
 * that is not redrawn as the editor's canvas is (a texture) paints no text in a font about to
 * change. Each arrival renders again, so the picture is drawn again with the texts it brings.
 */
export function useTextsWithFonts(texts: readonly TextItemSpecs[], load = loadFont): TextItemSpecs[] {
  const base = useContext(FontBaseContext);
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const cuts = [...new Set(texts.map(cutOf))].toSorted().join(' ');
  useEffect(() => {
    let current = true;
    // By the cuts' names, not the texts: a new array of the same fonts loads nothing.
    for (const cut of cuts === '' ? [] : cuts.split(' ')) {
      const [font, weight] = cut.split('/') as [FontId, FontWeight];
      const done = () => current && setSettled((before) => (before.has(cut) ? before : new Set([...before, cut])));
      load(base, font, weight).then(done, done);
    }
    return () => {
      current = false;
    };
  }, [base, cuts, load]);
  return texts.filter((text) => settled.has(cutOf(text)));
}
