import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Shape, Transformer } from 'react-konva';
import type { TextItem, TextItemSpecs, TextLayout } from '../../../../shared/domain/text';
import { paintText } from './paint-text';

interface TextNodeProps {
  item: TextItem;
  /** Its lines laid out with the loaded font (mm). */
  layout: TextLayout;
  ppm: number;
  selected: boolean;
  /** False while two fingers resize and turn the text: their first one drags nothing. */
  draggable: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onChange: (change: Partial<TextItemSpecs>) => void;
}

const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const MIN_BOX_PX = 8;

/**
 * A text item on the Konva canvas: painted by paintText, dragged to move it, and, when selected,
 * turned and resized (its size in mm, the ratio kept) by a Transformer. The shape's origin is the
 * text's anchor (offset into its box), so Konva turns and scales it about the same point as the
 * print does. Each gesture is one change, at its end.
 */
export function TextNode({ item, layout, ppm, selected, draggable, onSelect, onEdit, onChange }: TextNodeProps) {
  const shape = useRef<Konva.Shape>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const { specs } = item;
  const { box } = layout;
  const local = { ...specs, x: specs.x - box.x, y: specs.y - box.y, rotation: 0 };

  useEffect(() => {
    const node = shape.current;
    if (selected && node) transformer.current?.nodes([node]);
  }, [selected]);
  // The box changes with the text and its font: the handles follow.
  useEffect(() => transformer.current?.forceUpdate());

  const anchorOf = (node: Konva.Node) => ({ x: node.x() / ppm, y: node.y() / ppm });

  return (
    <>
      <Shape
        ref={shape}
        x={specs.x * ppm}
        y={specs.y * ppm}
        offsetX={local.x * ppm}
        offsetY={local.y * ppm}
        width={box.width * ppm}
        height={box.height * ppm}
        rotation={specs.rotation}
        draggable={draggable}
        sceneFunc={(context) => {
          paintText(context, local, ppm);
        }}
        hitFunc={(context, node) => {
          context.beginPath();
          context.rect(0, 0, node.width(), node.height());
          context.closePath();
          context.fillStrokeShape(node);
        }}
        onMouseDown={onSelect}
        onTouchStart={onSelect}
        onDblClick={onEdit}
        onDblTap={onEdit}
        onDragEnd={(e: Konva.KonvaEventObject<DragEvent>) => onChange(anchorOf(e.target))}
        onTransformEnd={(e: Konva.KonvaEventObject<Event>) => {
          const node = e.target;
          const scale = node.scaleX();
          node.scale({ x: 1, y: 1 });
          onChange({ ...anchorOf(node), sizeMm: specs.sizeMm * scale, rotation: node.rotation() });
        }}
      />
      {selected && (
        <Transformer
          ref={transformer}
          keepRatio
          flipEnabled={false}
          enabledAnchors={CORNERS}
          rotationSnaps={[0, 90, 180, 270]}
          borderStroke="#8a5a2b"
          anchorStroke="#8a5a2b"
          boundBoxFunc={(before, after) => (Math.abs(after.width) < MIN_BOX_PX || Math.abs(after.height) < MIN_BOX_PX ? before : after)}
        />
      )}
    </>
  );
}
