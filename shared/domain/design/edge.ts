import type { PrintArea } from '../product/product-schema';
import type { Cell } from './collage';
import { areaGeometry } from './image-design';

/*
 * What covers the side area (the canvas edge that wraps round the frame) and the bleed beyond it:
 * - wrap: the image runs on round the edge (the front loses nothing of what shows on the wall
 *   only if the visitor placed it so; the editor shows the fold);
 * - mirror: the front's outer strip, mirrored outwards, so the whole image stays on the front;
 * - colour: a plain colour.
 */

export const edgeModes = ['wrap', 'mirror', 'colour'] as const;
export type EdgeMode = (typeof edgeModes)[number];

export interface AreaEdge {
  readonly mode: EdgeMode;
  /** #rrggbb, used by 'colour'. */
  readonly colour: string;
}

export const DEFAULT_EDGE: AreaEdge = { mode: 'wrap', colour: '#ffffff' };

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** A valid edge from whatever a design carries (a missing or broken value is the default). */
export function edgeOf(value: unknown): AreaEdge {
  if (typeof value !== 'object' || value === null) return DEFAULT_EDGE;
  const { mode, colour } = value as { mode?: unknown; colour?: unknown };
  const validMode = (edgeModes as readonly unknown[]).includes(mode) ? (mode as EdgeMode) : DEFAULT_EDGE.mode;
  const validColour = typeof colour === 'string' && HEX_COLOUR.test(colour.toLowerCase()) ? colour.toLowerCase() : DEFAULT_EDGE.colour;
  return { mode: validMode, colour: validColour };
}

/** Only products with a side area (a canvas on a frame) have an edge to choose. */
export const hasEdge = (area: PrintArea): boolean => area.specs.sideArea > 0;

export interface EdgeBand {
  /** The band on the full area outside the front (mm). */
  readonly band: Cell;
  /** The strip of the front it mirrors: as large as the band, touching it. */
  readonly source: Cell;
  /** Mirror across a vertical line (left/right bands and corners). */
  readonly flipX: boolean;
  /** Mirror across a horizontal line (top/bottom bands and corners). */
  readonly flipY: boolean;
}

/**
 * The eight bands round the front (four sides, four corners), each with the front strip that a
 * mirrored edge copies into it. Corners mirror both ways, so the fold at each corner continues
 * the image on both sides. Empty when the area has no margin.
 */
export function edgeBands(area: PrintArea): EdgeBand[] {
  const { front, margin: m } = areaGeometry(area);
  if (m <= 0) return [];
  const w = front.width;
  const h = front.height;
  // On a format narrower than its margin the whole front is mirrored, stretched to the band.
  const sx = Math.min(m, w);
  const sy = Math.min(m, h);
  const columns = [
    { x: 0, width: m, sourceX: m, sourceWidth: sx, flipX: true },
    { x: m, width: w, sourceX: m, sourceWidth: w, flipX: false },
    { x: m + w, width: m, sourceX: m + w - sx, sourceWidth: sx, flipX: true },
  ];
  const rows = [
    { y: 0, height: m, sourceY: m, sourceHeight: sy, flipY: true },
    { y: m, height: h, sourceY: m, sourceHeight: h, flipY: false },
    { y: m + h, height: m, sourceY: m + h - sy, sourceHeight: sy, flipY: true },
  ];
  const bands: EdgeBand[] = [];
  for (const row of rows) {
    for (const column of columns) {
      if (!column.flipX && !row.flipY) continue; // the front itself
      bands.push({
        band: { x: column.x, y: row.y, width: column.width, height: row.height },
        source: { x: column.sourceX, y: row.sourceY, width: column.sourceWidth, height: row.sourceHeight },
        flipX: column.flipX,
        flipY: row.flipY,
      });
    }
  }
  return bands;
}
