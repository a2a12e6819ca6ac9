import type { PictureDescription } from '../../../shared/domain/product-pictures/picture-catalogue';
import { type FaceName, facing, orbit, type Point, type Slab, slabFace, type Vec3 } from './camera';
import { frame } from './fit';
import { materialOf } from './materials';
import { MASTER, shadowGroup, svgDocument, svgRaster } from './raster-io';
import { meanColour } from './textures';
import { drawQuad, type Raster } from './warp';

type AngleCamera = Extract<PictureDescription['camera'], { view: 'angle' }>;
type WallPrint = Extract<PictureDescription['object'], { kind: 'canvas' | 'acrylic' | 'aluminium' }>;

const faces: FaceName[] = ['front', 'right', 'left', 'top', 'bottom'];

/** Where light from the upper left front throws a point onto the wall (z = 0). */
const onWall = ([x, y, z]: Vec3, spread: number): Vec3 => [x + 0.5 * z * spread, y - 0.6 * z * spread, 0];

/**
 * A print hanging on a plain, softly lit wall, seen from the side so its edge shows: the look of
 * a shop's product photo. The camera is far enough away (3 m) for a gentle perspective.
 */
export async function renderWallPicture(picture: PictureDescription, object: WallPrint, camera: AngleCamera): Promise<Raster> {
  const material = materialOf(object);
  const { width, height } = picture.format;
  const slab: Slab = {
    origin: [-width / 2, -height / 2, material.standoff],
    u: [1, 0, 0],
    v: [0, 1, 0],
    n: [0, 0, 1],
    width,
    height,
    depth: material.depth,
  };
  const view = orbit([0, 0, material.standoff], 3000, camera.yaw, camera.pitch);
  const projected = faces.map((face) => ({ face, corners: slabFace(slab, face).map((c) => view.project(c)) }));
  const visible = projected.filter((f) => facing(f.corners) > 0);
  const framing = frame(camera.detail ? detailOf(visible) : visible.flatMap((f) => f.corners), MASTER, camera.detail ? 0.96 : 0.74, [-20, -10]);
  const quads = visible.map((f) => ({ face: f.face, quad: f.corners.map(framing.toImage) }));
  const front = quads.find((q) => q.face === 'front')?.quad ?? [];
  const pxPerMm = (Math.max(distance(front[0], front[1]), distance(front[3], front[2])) / width) * 1.15;

  const wallPoint = (p: Vec3, spread: number): Point => framing.toImage(view.project(onWall(p, spread)));
  const shadow = (spread: number) =>
    (['front', 'right', 'left', 'top', 'bottom'] as const).map((face) => slabFace(slab, face).map((c) => wallPoint(c, spread)));
  const reach = material.depth + material.standoff;
  const backdrop = svgDocument(
    `<defs><radialGradient id="light" cx="0.28" cy="0.18" r="1.05"><stop offset="0" stop-color="#f3f0ea"/><stop offset="0.55" stop-color="#e6e1d8"/><stop offset="1" stop-color="#cdc6bb"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#light)"/>` +
      shadowGroup(shadow(1.6), 10 + reach * 0.9, 0.3, 'cast') +
      shadowGroup(shadow(0.15), 3 + reach * 0.15, 0.35, 'contact'),
  );
  const raster = await svgRaster(backdrop);
  const textures = await material.textures(picture.motif, width, height, pxPerMm);
  for (const { face, quad } of quads) {
    const thin = Math.min(...quad.map((p, i) => distance(p, quad[(i + 1) % 4]))) < 3;
    await drawQuad(raster, quad, thin ? meanColour(textures[face]) : textures[face], material.shaders[face]);
  }
  return raster;
}

const toward = (from: Point, to: Point, t: number): Point => [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];

/** A close view frames the upper right corner, where the front turns into the edge. */
function detailOf(visible: { face: FaceName; corners: Point[] }[]): Point[] {
  const corners = (face: FaceName) => visible.find((f) => f.face === face)?.corners as [Point, Point, Point, Point] | undefined;
  const front = corners('front');
  const right = corners('right');
  if (!front || !right) return visible.flatMap((f) => f.corners);
  const [tl, tr, br] = front;
  // right[1] is the back top corner: the edge's whole depth stays in the frame.
  return [tr, toward(tr, tl, 0.42), toward(tr, br, 0.62), right[1], toward(right[1], right[2], 0.62)];
}

const distance = (a: Point | undefined, b: Point | undefined): number => (a && b ? Math.hypot(a[0] - b[0], a[1] - b[1]) : 0);
