import { collageCells, layoutsOffered } from '../../../shared/domain/design/collage';
import type { DesignTemplate } from '../../../shared/domain/template/design-template';
import { CellShapes } from './layout-icon';

/** The icon's frame per orientation, px (the layout icons' 36 x 24 for landscape). */
const FRAMES = { landscape: { width: 36, height: 24 }, portrait: { width: 24, height: 36 }, square: { width: 30, height: 30 } } as const;

/**
 * A small picture of a template, drawn from its data: the layout's cells (those `photos` leave free
 * hatched, when the template keeps its layout for them), and each text slot as a bar where its lines go.
 */
export function TemplateIcon({ template, photos }: { template: Pick<DesignTemplate, 'orientation' | 'layout' | 'slots'>; photos: number }) {
  const frame = FRAMES[template.orientation];
  const cells = template.layout === null ? [{ x: 0, y: 0, ...frame }] : collageCells(template.layout, frame, 1.5);
  const filled = template.layout !== null && layoutsOffered(photos).includes(template.layout) ? photos : cells.length;
  const shorter = Math.min(frame.width, frame.height);
  return (
    <svg width={frame.width} height={frame.height} viewBox={`0 0 ${frame.width} ${frame.height}`} aria-hidden="true" className="layout-icon">
      <CellShapes cells={cells} photos={filled} />
      {template.slots.map((slot, i) => {
        const width = slot.width * frame.width * 0.8;
        const height = Math.max(1.5, slot.size * shorter);
        const left = slot.align === 'left' ? 0 : slot.align === 'right' ? width : width / 2;
        return (
          <rect
            key={`t${i}`}
            x={slot.x * frame.width - left}
            y={slot.y * frame.height - height / 2}
            width={width}
            height={height}
            rx="0.5"
            fill={slot.colour}
            stroke="#000"
            strokeOpacity="0.4"
            strokeWidth="0.3"
          />
        );
      })}
    </svg>
  );
}
