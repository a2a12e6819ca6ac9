import { rasterRect, type Cell, type ImageItem, type PrintArea, type PrintAreaDesign } from '../../../../shared/domain';
import { OBJECT_CAMERA, faceCells, objectView, type FaceQuad, type PreviewObject } from '../../../../shared/domain/preview/object-view';
import { faceOps, type FaceOp, type RasterBox } from '../../../../shared/domain/preview/preview-face';
import { roomLayout, type Room } from '../../../../shared/domain/preview/room-view';
import { SIDE_COLOURS, drawObjectBackdrop, drawSurface } from './draw-object';
import { drawRoomBackground } from './draw-room';

/*
 * What the preview shows, for WebGL and for the 2D canvas alike: what does not change while the
 * design does (`paint`, anew when `key` changes: the backdrop or the room under the print; `gloss`
 * over it) and the faces: the object's or the print on the wall, each from the shared face
 * drawing at a fine raster scale, with the material's surface.
 */

type Context = CanvasRenderingContext2D;
type Size = { width: number; height: number };

/** A face: `rect` of the face drawing's raster shown on `quad`, drawn by `ops`, or a plain quad (its one step a fill). */
export interface PreviewFace {
  readonly quad: FaceQuad;
  readonly rect?: RasterBox;
  readonly ops: readonly FaceOp[];
  /** Its surface (WebGL): 1 canvas weave, 2 brushed streaks, `spacing` raster px apart; 3 acrylic's gloss over a face `spacing` raster px wide. */
  readonly surface?: number;
  readonly spacing?: number;
  /** Which edges are on the object's outline (bits 1 left, 2 top, 4 right, 8 bottom): smoothed. */
  readonly edges?: number;
}

export interface Scene {
  readonly key: string;
  paint(background: Context): void;
  /** The gloss or sheen over the front, on the layer over the print. */
  gloss(overlay: Context): void;
  faces(): PreviewFace[];
  /** View pixels per millimetre at the print's centre. */
  readonly pxPerMm: number;
}

export interface SceneInput {
  readonly area: PrintArea;
  readonly design: PrintAreaDesign;
  readonly items: readonly ImageItem[];
  readonly images: readonly (ImageBitmap | null)[];
  readonly object: PreviewObject;
}

/** Raster pixels per millimetre of the face drawing the quads map from: its rounding stays far below a view pixel. */
export const FACE_K = 8;

/** The side turned from the light is darker, the top catches it. */
const SHADE = { right: '#00000038', top: '#ffffff29' };

/** The raster of a plain quad. */
export const UNIT: RasterBox = { left: 0, top: 0, right: 1, bottom: 1 };

/** A plain quad of `colour` (#rrggbb or #rrggbbaa). */
const plain = (quad: FaceQuad, colour: string): PreviewFace => ({ quad, ops: [{ kind: 'fill', target: UNIT, colour }] });

/** The face drawing's steps, where the object's faces lie on it, and its surface at `pxPerMm` view px/mm. */
function faceSetup({ area, design, items, images, object }: SceneInput, pxPerMm: number) {
  const box = (cell: Cell): RasterBox => {
    const r = rasterRect(cell, FACE_K);
    return { left: r.left, top: r.top, right: r.left + r.width, bottom: r.top + r.height };
  };
  const cells = faceCells(area);
  const front = box(cells.front);
  return {
    ops: faceOps(area, design, FACE_K, (item) => images[items.indexOf(item)] ?? item.specs.orig),
    rects: { front, right: box(cells.right), top: box(cells.top) },
    // Canvas weave (a repeat of two threads, at least 3 view px), aluminium's brushed streaks (1.5
    // view px apart) or the soft highlight of a window on acrylic glass, across the front.
    surface:
      object.material === 'canvas'
        ? { surface: 1, spacing: FACE_K * Math.max(2.4, 3.2 / pxPerMm) }
        : object.material === 'aluminium'
          ? { surface: 2, spacing: (FACE_K * 1.5) / pxPerMm }
          : object.material === 'acrylic'
            ? { surface: 3, spacing: front.right - front.left }
            : {},
  };
}

export function objectScene(size: Size, input: SceneInput): Scene {
  const { object } = input;
  const { material } = object;
  const seen = objectView(object, OBJECT_CAMERA, size, size.width * 0.09);
  const { front, right, top, pxPerMm } = seen;
  return {
    key: JSON.stringify(['object', size, object]),
    paint: (background) => drawObjectBackdrop(background, size, seen),
    gloss: (overlay) => drawSurface(overlay, seen, material),
    faces() {
      const { ops, rects, surface } = faceSetup(input, pxPerMm);
      // The edges on the outline (bits 1 left, 2 top, 4 right, 8 bottom): those no other face continues.
      const faces: PreviewFace[] = [{ quad: front, rect: rects.front, ops, ...surface, edges: 9 | (top ? 0 : 2) | (right ? 0 : 4) }];
      for (const [side, quad, edges] of [
        ['right', right, 12 | (top ? 0 : 2)],
        ['top', top, 3 | (right ? 0 : 4)],
      ] as const)
        if (quad)
          faces.push(
            { ...(material === 'canvas' ? { quad, rect: rects[side], ops, ...surface } : plain(quad, SIDE_COLOURS[material][side])), edges },
            { ...plain(quad, SHADE[side]), edges },
          );
      return faces;
    },
    pxPerMm,
  };
}

export function roomScene(size: Size, input: SceneInput, room: Room, wall: string): Scene {
  const { object } = input;
  const layout = roomLayout(room, { width: object.width / 10, height: object.height / 10 }, size);
  const { print, pxPerCm } = layout;
  const rect = (x: number, y: number, height = print.height): FaceQuad => [
    { x, y, w: 1 },
    { x: x + print.width, y, w: 1 },
    { x: x + print.width, y: y + height, w: 1 },
    { x, y: y + height, w: 1 },
  ];
  return {
    key: JSON.stringify(['room', room.id, wall, size, pxPerCm]),
    paint: (background) => drawRoomBackground(background, size, room, wall, layout),
    gloss: () => undefined,
    faces() {
      // The shadow of the print's depth on the wall, down and to the right.
      const offset = Math.max(1, (object.depth / 10) * pxPerCm * 0.8);
      const faces = [1, 2, 3, 4].map((i) => plain(rect(print.x + offset * 0.4 * i, print.y + offset * 0.6 * i), '#1e181212'));
      const { ops, rects, surface } = faceSetup(input, pxPerCm / 10);
      faces.push(
        { quad: rect(print.x, print.y), rect: rects.front, ops, ...surface, edges: 15 },
        // The lower edge of a deep frame shows a line of its side in the light.
        plain(rect(print.x, print.y + print.height - 1, 1), '#0000001f'),
      );
      return faces;
    },
    pxPerMm: pxPerCm / 10,
  };
}
