import type { PrintArea, Product } from '../product/product-schema';
import { areaGeometry } from '../design/image-design';
import type { Cell } from '../design/collage';

/*
 * The finished object seen at an angle: a box (front, frame depth or sheet thickness) turned by
 * `yaw` so its right side shows and seen from `pitch` above so its top shows, in a pinhole
 * perspective. Each visible face is given as one quad of view pixels whose corners carry their
 * perspective weight: WebGL draws it with true perspective, a 2D canvas (which has no perspective
 * transform) strip by strip, each strip's corners from facePoint. Millimetres in, view pixels out.
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

/**
 * A corner in view pixels and its depth weight `w` (distance from the eye over the camera's
 * distance): (x·w, y·w, w) are its homogeneous coordinates, which vary linearly over a flat face.
 */
interface ViewVertex extends ViewPoint {
  readonly w: number;
}

/** A face's corners in texture order (top-left, top-right, bottom-right, bottom-left), with their depth weights. */
export type FaceQuad = readonly [ViewVertex, ViewVertex, ViewVertex, ViewVertex];

/**
 * The point of a face at (u, v) of its texture (0-1 each) in homogeneous view coordinates
 * [x·w, y·w, w]: the view point is [x·w / w, y·w / w]. Exact in perspective (the face is flat),
 * and what a GPU interpolates when given the corners this way.
 */
export function facePoint(quad: FaceQuad, u: number, v: number): [number, number, number] {
  const [a, b, c, d] = quad;
  // Written as weights that sum to one, so u or v of 0 or 1 gives the corner's and edge's values exactly.
  const weights = [(1 - u) * (1 - v), u * (1 - v), u * v, (1 - u) * v] as const;
  let x = 0;
  let y = 0;
  let w = 0;
  [a, b, c, d].forEach((p, i) => {
    x += p.x * p.w * weights[i]!;
    y += p.y * p.w * weights[i]!;
    w += p.w * weights[i]!;
  });
  return [x, y, w];
}

export interface ObjectView {
  /** Each face as one quad with perspective weights; null when not seen (or the object has no depth). */
  readonly front: FaceQuad;
  readonly right: FaceQuad | null;
  readonly top: FaceQuad | null;
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

/** The object's view in a `view`-sized picture with `padding` pixels free round it. */
export function objectView(object: PreviewObject, camera: ObjectCamera, view: { width: number; height: number }, padding: number): ObjectView {
  const w = object.width / 2;
  const h = object.height / 2;
  const d = object.depth;
  const yaw = (camera.yaw * Math.PI) / 180;
  const pitch = (camera.pitch * Math.PI) / 180;
  // A camera about two and a half object sizes away: perspective that shows, without distortion.
  const distance = 2.5 * Math.max(object.width, object.height);
  // Front at z = 0, depth going away (+z), y down; turned about the vertical, then tilted.
  const project = ([x0, y0, z0]: Vec3): ViewVertex => {
    const x = x0 * Math.cos(yaw) + z0 * Math.sin(yaw);
    const z1 = -x0 * Math.sin(yaw) + z0 * Math.cos(yaw);
    const y = y0 * Math.cos(pitch) - z1 * Math.sin(pitch);
    const z = y0 * Math.sin(pitch) + z1 * Math.cos(pitch);
    const f = distance / (z + distance);
    return { x: x * f, y: y * f, w: 1 / f };
  };
  const faces = {
    front: [
      [-w, -h, 0],
      [w, -h, 0],
      [w, h, 0],
      [-w, h, 0],
    ],
    right: d > 0 &&
      camera.yaw > 0 && [
        [w, -h, 0],
        [w, -h, d],
        [w, h, d],
        [w, h, 0],
      ],
    top: d > 0 &&
      camera.pitch > 0 && [
        [-w, -h, d],
        [w, -h, d],
        [w, -h, 0],
        [-w, -h, 0],
      ],
  } satisfies Record<string, Vec3[] | false>;
  const projected = Object.values(faces).flatMap((corners) => (corners ? corners.map(project) : []));
  // Fit everything seen into the view (a straight edge stays straight: its corners bound it).
  const minX = Math.min(...projected.map((p) => p.x));
  const maxX = Math.max(...projected.map((p) => p.x));
  const minY = Math.min(...projected.map((p) => p.y));
  const maxY = Math.max(...projected.map((p) => p.y));
  const fit = Math.min((view.width - 2 * padding) / (maxX - minX), (view.height - 2 * padding) / (maxY - minY));
  const ox = view.width / 2 - ((minX + maxX) / 2) * fit;
  const oy = view.height / 2 - ((minY + maxY) / 2) * fit;
  const quad = (corners: Vec3[] | false): FaceQuad | null => {
    if (!corners) return null;
    const [a, b, c, e] = corners.map(project).map((p) => ({ x: ox + p.x * fit, y: oy + p.y * fit, w: p.w }));
    return [a!, b!, c!, e!];
  };
  return { front: quad(faces.front)!, right: quad(faces.right), top: quad(faces.top), pxPerMm: fit * Math.cos(yaw) };
}

/** The view point of a face at (u, v) of its texture. */
export function faceViewPoint(quad: FaceQuad, u: number, v: number): ViewPoint {
  const [x, y, w] = facePoint(quad, u, v);
  return { x: x / w, y: y / w };
}
