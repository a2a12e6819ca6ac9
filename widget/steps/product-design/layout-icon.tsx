import { type Cell, collageCells, type CollageLayout } from '../../../shared/domain';

/** A small picture of a collage layout, drawn from the same cells the design uses. */
export function LayoutIcon({ layout }: { layout: CollageLayout }) {
  const cells = collageCells(layout, { width: 36, height: 24 }, 2);
  return (
    <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true" className="layout-icon">
      <CellShapes cells={cells} />
    </svg>
  );
}

/** A layout's cells as shapes of an icon, each a little darker than the one before (photo 1 takes the first). */
export function CellShapes({ cells }: { cells: readonly Cell[] }) {
  return cells.map((cell, i) => (
    <rect key={i} x={cell.x} y={cell.y} width={cell.width} height={cell.height} rx="1" fill="currentColor" opacity={0.35 + (0.5 * (i + 1)) / cells.length} />
  ));
}
