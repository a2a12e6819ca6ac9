import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Group, Image as KonvaImage, Rect } from 'react-konva';
import { type Cell, clampPlacement, type ImageItem, type Placement } from '../../../shared/domain';
import { adjustedImage } from './adjusted-image';
import { useHtmlImage } from './use-html-image';

interface PlacedImageProps {
  item: ImageItem;
  placement: Placement;
  ppm: number;
  selected: boolean;
  draggable: boolean;
  onSelect: () => void;
  onDragEnd: (placement: Placement) => void;
}

/** One image clipped to its cell, in its colour adjustment; dragging is bounded so the cell is always covered. */
export function PlacedImage({ item, placement, ppm, selected, draggable, onSelect, onDragEnd }: PlacedImageProps) {
  const element = useHtmlImage(item.specs.src);
  const { cell, orig } = item.specs;
  const width = orig.width * placement.scale * ppm;
  const height = orig.height * placement.scale * ppm;
  const toPlacement = (x: number, y: number): Placement => clampPlacement(orig, cell, { ...placement, cx: x / ppm - cell.x, cy: y / ppm - cell.y });
  const node = useRef<Konva.Image>(null);
  const [x, y] = [(cell.x + placement.cx) * ppm, (cell.y + placement.cy) * ppm];
  // A drag cut short (a second finger, use-pinch-rotate.ts) leaves the node where the finger had it: back to the placement.
  useEffect(() => {
    if (!draggable) node.current?.position({ x, y });
  }, [draggable, x, y]);

  return (
    <Group clipX={cell.x * ppm} clipY={cell.y * ppm} clipWidth={cell.width * ppm} clipHeight={cell.height * ppm}>
      {element ? (
        <KonvaImage
          ref={node}
          image={adjustedImage(element, item.specs.adjust, item.specs.src)}
          x={x}
          y={y}
          width={width}
          height={height}
          offsetX={width / 2}
          offsetY={height / 2}
          rotation={placement.rotation}
          draggable={draggable}
          onMouseDown={onSelect}
          onTouchStart={onSelect}
          dragBoundFunc={(pos) => {
            const p = toPlacement(pos.x, pos.y);
            return { x: (cell.x + p.cx) * ppm, y: (cell.y + p.cy) * ppm };
          }}
          onDragEnd={(e: Konva.KonvaEventObject<DragEvent>) => onDragEnd(toPlacement(e.target.x(), e.target.y()))}
        />
      ) : (
        <Rect x={cell.x * ppm} y={cell.y * ppm} width={cell.width * ppm} height={cell.height * ppm} fill="#e9e4dd" />
      )}
      {selected && <CellOutline cell={cell} ppm={ppm} />}
    </Group>
  );
}

/** A cell's outline just inside it: solid round the selected photo, dashed round a free cell. */
export function CellOutline({ cell, ppm, dashed = false }: { cell: Cell; ppm: number; dashed?: boolean }) {
  return (
    <Rect
      x={cell.x * ppm + 1}
      y={cell.y * ppm + 1}
      width={cell.width * ppm - 2}
      height={cell.height * ppm - 2}
      stroke="#8a5a2b"
      strokeWidth={dashed ? 1 : 2}
      {...(dashed && { dash: [6, 4] })}
      listening={false}
    />
  );
}
