import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { adjustOf, adjustPixels, photoAdjustments, type PhotoAdjust } from '../../../shared/domain/design/photo-adjust';
import { useT } from '../../../ui/intl/use-t';
import { imageItemsAtom } from '../../state/state-slices';
import { adjustImageAtom } from './adjust-image-atom';
import { colourOpFor } from './adjusted-image';
import { useHtmlImage } from './use-html-image';

/** The swatch's size in CSS px (drawn at twice that for sharp screens). */
const SWATCH = { width: 44, height: 33 };

/** The middle of the photo, covering the swatch, in `adjust`: what the choice will look like. */
function Swatch({ source, adjust }: { source: HTMLImageElement | null; adjust: PhotoAdjust }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = source && canvas.current?.getContext('2d', { willReadFrequently: true });
    if (!source || !context) return;
    const { width, height } = context.canvas;
    const k = Math.max(width / source.width, height / source.height);
    const [w, h] = [width / k, height / k];
    context.drawImage(source, (source.width - w) / 2, (source.height - h) / 2, w, h, 0, 0, width, height);
    const op = colourOpFor(source, adjust);
    if (op) context.putImageData(new ImageData(adjustPixels(context.getImageData(0, 0, width, height).data, 4, op), width, height), 0, 0);
  }, [source, adjust]);
  return (
    <canvas
      ref={canvas}
      width={SWATCH.width * 2}
      height={SWATCH.height * 2}
      aria-hidden="true"
      style={{ ...SWATCH, display: 'block', marginRight: '0.5em', borderRadius: 2, background: '#e9e4dd' }}
    />
  );
}

/** Black and white, sepia or automatic levels for the selected image (`index`), each choice shown on the photo itself. */
export function AdjustPicker({ index }: { index: number }) {
  const t = useT();
  const name = useId();
  const items = useAtomValue(imageItemsAtom);
  const adjustImage = useSetAtom(adjustImageAtom);
  const item = items[index];
  const source = useHtmlImage(item?.specs.src);
  if (!item) return null;
  const chosen = adjustOf(item.specs.adjust);
  return (
    <fieldset className="field adjust-picker">
      <legend>{items.length > 1 ? t('design.adjust.image', { index: index + 1 }) : t('design.adjust')}</legend>
      <div className="choices">
        {photoAdjustments.map((adjust) => (
          <label key={adjust} className={adjust === chosen ? 'choice chosen' : 'choice'}>
            <input type="radio" name={name} checked={adjust === chosen} onChange={() => adjustImage({ index, adjust })} />
            <Swatch source={source} adjust={adjust} />
            {t(`design.adjust.${adjust}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
