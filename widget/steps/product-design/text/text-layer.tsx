import type Konva from 'konva';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useEffect } from 'react';
import { Layer } from 'react-konva';
import { type TextLayout, textBounds } from '../../../../shared/domain/text';
import { measureCanvas } from './measure-canvas';
import { textLayoutOn } from './paint-text';
import { meanUnder } from './photo-mean';
import { changeTextAtom, editingTextAtom, photoMeanAtom, selectedTextAtom, textItemsAtom } from './text-atoms';
import { TextNode } from './text-node';
import { useTextFonts } from './use-text-fonts';

/** The texts' layouts as the canvas draws them (mm), measured with their fonts once loaded. */
export function useTextLayouts(): readonly TextLayout[] {
  const texts = useAtomValue(textItemsAtom);
  // Renders again as each font arrives: the widths change with it.
  useTextFonts(texts.map((text) => text.specs));
  const ctx = measureCanvas();
  return ctx ? texts.map((text) => textLayoutOn(ctx, text.specs)) : [];
}

interface TextLayerProps {
  ppm: number;
  /** The layer of the photos under the texts: the contrast warning reads its pixels. */
  photos: RefObject<Konva.Layer | null>;
  /** Whether the texts can be dragged (not during a two-finger gesture). */
  draggable: boolean;
}

/** The design's texts over its photos on the Konva stage; a click or tap selects one, a double one edits it in place. */
export function TextLayer({ ppm, photos, draggable }: TextLayerProps) {
  const texts = useAtomValue(textItemsAtom);
  const layouts = useTextLayouts();
  const [selected, setSelected] = useAtom(selectedTextAtom);
  const setEditing = useSetAtom(editingTextAtom);
  const change = useSetAtom(changeTextAtom);
  const setMean = useSetAtom(photoMeanAtom);
  const specs = selected === null ? undefined : texts[selected]?.specs;
  const layout = selected === null ? undefined : layouts[selected];

  // The photo under the selected text, as drawn: again whenever the photos' layer draws (a photo arriving, moved, adjusted).
  useEffect(() => {
    const layer = photos.current;
    if (!layer || !specs || !layout) {
      setMean(null);
      return;
    }
    const read = () => {
      const bounds = textBounds(specs, layout.box);
      const scale = ppm * layer.getCanvas().getPixelRatio();
      setMean(
        meanUnder(layer.getNativeCanvasElement(), { x: bounds.x * scale, y: bounds.y * scale, width: bounds.width * scale, height: bounds.height * scale }),
      );
    };
    read();
    layer.on('draw.textContrast', read);
    return () => {
      layer.off('draw.textContrast');
    };
  }, [photos, specs, layout, ppm, setMean]);

  return (
    <Layer>
      {texts.map((item, index) => {
        const itemLayout = layouts[index];
        return (
          itemLayout && (
            <TextNode
              key={index}
              item={item}
              layout={itemLayout}
              ppm={ppm}
              selected={index === selected}
              draggable={draggable}
              onSelect={() => setSelected(index)}
              onEdit={() => {
                setSelected(index);
                setEditing(index);
              }}
              onChange={(changed) => change({ index, change: changed })}
            />
          )
        );
      })}
    </Layer>
  );
}
