import { useId } from 'react';
import { type Cell, collageCells, type CollageLayout } from '../../../shared/domain';

/** A small picture of a collage layout, drawn from the same cells the design uses; the cells `photos` leave free hatched. */
export function LayoutIcon({ layout, photos }: { layout: CollageLayout; photos?: number }) {
  const cells = collageCells(layout, { width: 36, height: 24 }, 2);
  return (
    <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true" className="layout-icon">
      <CellShapes cells={cells} photos={photos} />
    </svg>
  );
}

/** A layout's cells as shapes of an icon, each a little darker than the one before (photo 1 takes the first); free cells hatched and outlined. */
export function CellShapes({ cells, photos = cells.length }: { cells: readonly Cell[]; photos?: number | undefined }) {
  // An SVG id, so without the colons React's ids may carry.
  const hatch = `free-${useId().replace(/\W/g, '')}`;
  return (
    <>
      {photos < cells.length && (
        <defs>
          <pattern id={hatch} width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="3" stroke="currentColor" strokeWidth="1" opacity="0.5" />
          </pattern>
        </defs>
      )}
      {cells.map((cell, i) =>
        i < photos ? (
          <rect key={i} x={cell.x} y={cell.y} width={cell.width} height={cell.height} rx="1" fill="currentColor" opacity={0.35 + (0.5 * (i + 1)) / photos} />
        ) : (
          <rect
            key={i}
            className="free-cell"
            x={cell.x + 0.5}
            y={cell.y + 0.5}
            width={cell.width - 1}
            height={cell.height - 1}
            rx="1"
            fill={`url(#${hatch})`}
            stroke="currentColor"
            strokeOpacity="0.5"
            strokeDasharray="2 1"
          />
        ),
      )}
    </>
  );
}
