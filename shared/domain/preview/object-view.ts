import type { PrintArea, Product } from '../product/product-schema';
import { areaGeometry } from '../design/image-design';
import type { Cell } from '../design/collage';

/*
 * The finished object seen at an angle: a box (front, frame depth or sheet thickness) turned by
 * `yaw` so its right side shows and seen from `pitch` above so its top shows, in a pinhole
 * perspective. Each visible face is given as strips along its texture's x axis, each strip a quad
 * of view pixels, so a canvas can draw a face with one affine image draw per strip (a canvas has
 * no perspective transform). Millimetres in, view pixels out.
 */

export type PreviewMaterial = 'canvas' | 'acrylic' | 'aluminium' | 'poster';

export interface PreviewObject {
  readonly material: PreviewMaterial;
  /** The visible front (mm). */
  readonly width: number;
  readonly height: number;
  /** Frame depth or sheet thickness (mm). */
  readonly depth: number;
}

const DEFAULT_THICKNESS: Record<PreviewMaterial, number> = { canvas: 20, acrylic: 3, aluminium: 3, poster: 0.3 };

const materialOfProduct = (productId: string): PreviewMaterial =>
  productId.startsWith('acrylic') ? 'acrylic' : productId.startsWith('aluminium') ? 'aluminium' : productId.startsWith('poster') ? 'poster' : 'canvas';

/**
 * The object a print area makes: a canvas wraps its side area round the frame (the frame depth is
 * the side area); a sheet is as thick as its thickness option says ("5mm"), else its usual thickness.
 */
export function previewObject(product: Pick<Product, 'id'>, configuration: Readonly<Record<string, unknown>>, area: PrintArea): PreviewObject {
  const { front } = areaGeometry(area);
  const material = area.specs.sideArea > 0 ? 'canvas' : materialOfProduct(product.id);
  // A configuration holds option ids; the configurator's instruction holds the chosen options.
  const chosen = configuration.thickness;
  const optionId = typeof chosen === 'object' && chosen !== null && 'id' in chosen ? chosen.id : chosen;
  const thickness = /^(\d+(?:\.\d+)?)mm$/.exec(typeof optionId === 'string' ? optionId : '');
  const depth = material === 'canvas' && area.specs.sideArea > 0 ? area.specs.sideArea : thickness ? Number(thickness[1]) : DEFAULT_THICKNESS[material];
  return { material, width: front.width, height: front.height, depth };
}

/** Where the object's faces lie on the full printed area (mm): the front, and the side bands that fold round the frame. */
export function faceCells(area: PrintArea): { front: Cell; right: Cell; top: Cell } {
  const { front, margin } = areaGeometry(area);
  const side = area.specs.sideArea;
  return {
    front: { x: margin, y: margin, width: front.width, height: front.height },
    right: { x: margin + front.width, y: margin, width: side, height: front.height },
    top: { x: margin, y: margin - side, width: front.width, height: side },
  };
}

export interface ViewPoint {
  readonly x: number;
  readonly y: number;
}

/** Corners in texture order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [ViewPoint, ViewPoint, ViewPoint, ViewPoint];

export interface FaceStrip {
  /** The strip's share of the texture's width, 0-1. */
  readonly u0: number;
  readonly u1: number;
  readonly quad: Quad;
}

export interface ObjectView {
  readonly front: readonly FaceStrip[];
  /** Empty when the side is not seen or the object has no depth. */
  readonly right: readonly FaceStrip[];
  readonly top: readonly FaceStrip[];
  /** The front's outline in view pixels. */
  readonly outline: Quad;
  /** View pixels per millimetre at the front's centre (for dragging on the view). */
  readonly pxPerMm: number;
}

export interface ObjectCamera {
  /** Degrees; positive turns the right side towards the viewer. */
  readonly yaw: number;
  /** Degrees; positive looks from above. */
  readonly pitch: number;
}

export const OBJECT_CAMERA: ObjectCamera = { yaw: 28, pitch: 10 };

type Vec3 = readonly [number, number, number];

const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** The object's view in a `view`-sized picture with `padding` pixels free round it. */
export function objectView(object: PreviewObject, camera: ObjectCamera, view: { width: number; height: number }, padding: number, strips = 24): ObjectView {
  const w = object.width / 2;
  const h = object.height / 2;
  const d = object.depth;
  const yaw = (camera.yaw * Math.PI) / 180;
  const pitch = (camera.pitch * Math.PI) / 180;
  // A camera about two and a half object sizes away: perspective that shows, without distortion.
  const distance = 2.5 * Math.max(object.width, object.height);
  // Front at z = 0, depth going away (+z), y down; turned about the vertical, then tilted.
  const project = ([x0, y0, z0]: Vec3): ViewPoint => {
    const x = x0 * Math.cos(yaw) + z0 * Math.sin(yaw);
    const z1 = -x0 * Math.sin(yaw) + z0 * Math.cos(yaw);
    const y = y0 * Math.cos(pitch) - z1 * Math.sin(pitch);
    const z = y0 * Math.sin(pitch) + z1 * Math.cos(pitch);
    const f = distance / (z + distance);
    return { x: x * f, y: y * f };
  };
  const faces = {
    front: [
      [-w, -h, 0],
      [w, -h, 0],
      [w, h, 0],
      [-w, h, 0],
    ] as const,
    right: [
      [w, -h, 0],
      [w, -h, d],
      [w, h, d],
      [w, h, 0],
    ] as const,
    top: [
      [-w, -h, d],
      [w, -h, d],
      [w, -h, 0],
      [-w, -h, 0],
    ] as const,
  };
  const raw = (corners: readonly [Vec3, Vec3, Vec3, Vec3], count: number) =>
    Array.from({ length: count }, (_, i) => {
      const u0 = i / count;
      const u1 = (i + 1) / count;
      const quad: Quad = [
        project(lerp3(corners[0], corners[1], u0)),
        project(lerp3(corners[0], corners[1], u1)),
        project(lerp3(corners[3], corners[2], u1)),
        project(lerp3(corners[3], corners[2], u0)),
      ];
      return { u0, u1, quad };
    });
  const seesRight = d > 0 && camera.yaw > 0;
  const seesTop = d > 0 && camera.pitch > 0;
  const front = raw(faces.front, strips);
  const right = seesRight ? raw(faces.right, Math.max(1, Math.round(strips / 6))) : [];
  const top = seesTop ? raw(faces.top, strips) : [];
  // Fit everything seen into the view.
  const points = [...front, ...right, ...top].flatMap((s) => s.quad);
  const minX = Math.min(...points.map((p) => p.x));
  const maxX = Math.max(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y));
  const maxY = Math.max(...points.map((p) => p.y));
  const fit = Math.min((view.width - 2 * padding) / (maxX - minX), (view.height - 2 * padding) / (maxY - minY));
  const ox = view.width / 2 - ((minX + maxX) / 2) * fit;
  const oy = view.height / 2 - ((minY + maxY) / 2) * fit;
  const place = (p: ViewPoint): ViewPoint => ({ x: ox + p.x * fit, y: oy + p.y * fit });
  const placed = (list: { u0: number; u1: number; quad: Quad }[]): FaceStrip[] =>
    list.map(({ u0, u1, quad }) => ({ u0, u1, quad: [place(quad[0]), place(quad[1]), place(quad[2]), place(quad[3])] }));
  const corners = faces.front.map((c) => place(project(c)));
  return {
    front: placed(front),
    right: placed(right),
    top: placed(top),
    outline: [corners[0]!, corners[1]!, corners[2]!, corners[3]!],
    pxPerMm: fit * Math.cos(yaw),
  };
}
