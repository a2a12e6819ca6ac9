import type { PictureDescription } from '../../../shared/domain/product-pictures/picture-catalogue';
import { type FaceName, facing, orbit, type Point, type Slab, slabFace, type Vec3 } from './camera';
import { frame } from './fit';
import { materialOf } from './materials';
import { MASTER, shadowGroup, svgDocument, svgRaster } from './raster-io';
import { voucherTextures } from './voucher-card';
import { drawQuad, type Raster, type Shader, type Texture } from './warp';

type TableObject = Extract<PictureDescription['object'], { kind: 'voucher' | 'samples' }>;

/** A flat piece lying on the table, turned by `turn` degrees, its textures made once its size in pixels is known. */
interface Piece {
  slab: Slab;
  textures(pxPerMm: number): Promise<Record<FaceName, Texture>>;
  shaders: Record<FaceName, Shader>;
}

const faces: FaceName[] = ['front', 'right', 'left', 'top', 'bottom'];

function lying(x: number, z: number, lift: number, width: number, height: number, depth: number, turn: number): Slab {
  const r = (turn * Math.PI) / 180;
  const u: Vec3 = [Math.cos(r), 0, -Math.sin(r)];
  const v: Vec3 = [-Math.sin(r), 0, -Math.cos(r)];
  // Centred on (x, z): step back half the width along u and half the height along v.
  const origin: Vec3 = [x - (u[0] * width + v[0] * height) / 2, lift, z - (u[2] * width + v[2] * height) / 2];
  return { origin, u, v, n: [0, 1, 0], width, height, depth };
}

const plain: Shader = (u, v) => [1.02 - 0.05 * u - 0.04 * v, 0];
const paperShaders: Record<FaceName, Shader> = { front: plain, right: () => [0.8, 0], left: () => [0.9, 0], top: () => [0.95, 0], bottom: () => [0.75, 0] };

function piecesOf(picture: PictureDescription, object: TableObject): Piece[] {
  const { width, height } = picture.format;
  if (object.kind === 'voucher') {
    const textures = voucherTextures(object.design, picture.motif);
    return [
      { slab: lying(-18, 14, 0, 162, 114, 0.6, -11), textures: (k) => textures.envelope(k), shaders: paperShaders },
      { slab: lying(16, -6, 0.6, width, height, 0.5, 7), textures: (k) => textures.card(width, height, k), shaders: paperShaders },
    ];
  }
  const kinds = [
    // A canvas sample is a flat cut piece, not a stretched frame.
    { object: { kind: 'canvas', depth: 1.5, edge: 'white' }, at: [-88, -62], turn: 6 },
    { object: { kind: 'acrylic', thickness: 5 }, at: [86, -58], turn: -5 },
    { object: { kind: 'poster', border: 0 }, at: [-84, 62], turn: -4 },
    { object: { kind: 'aluminium', finish: 'brushed' }, at: [90, 64], turn: 7 },
  ] as const;
  return kinds.map(({ object: kind, at, turn }) => {
    const material = materialOf(kind);
    return {
      slab: lying(at[0], at[1], 0, width, height, material.depth, turn),
      textures: (k: number) => material.textures(picture.motif, width, height, k),
      shaders: material.shaders,
    };
  });
}

const shifted = (points: Point[], dx: number, dy: number): Point[] => points.map(([x, y]) => [x + dx, y + dy]);

/** Pieces lying on a light table top, seen from above at an angle, lit from the upper left. */
export async function renderTablePicture(picture: PictureDescription, object: TableObject): Promise<Raster> {
  const pieces = piecesOf(picture, object);
  const view = orbit([0, 0, 0], 1400, -8, 52);
  const projected = pieces.map((piece) => ({
    piece,
    depth: view.depth(slabFace(piece.slab, 'front')[0]),
    faces: faces.map((face) => ({ face, corners: slabFace(piece.slab, face).map((c) => view.project(c)) })).filter((f) => facing(f.corners) > 0),
  }));
  const framing = frame(
    projected.flatMap((p) => p.faces.flatMap((f) => f.corners)),
    MASTER,
    0.8,
  );
  const footprint = (slab: Slab): Point[] => slabFace({ ...slab, depth: 0 }, 'front').map((c) => framing.toImage(view.project(c)));
  const backdrop = svgDocument(
    `<defs><radialGradient id="light" cx="0.3" cy="0.2" r="1.1"><stop offset="0" stop-color="#e9e3da"/><stop offset="0.6" stop-color="#d8cfc2"/><stop offset="1" stop-color="#bcb2a3"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#light)"/>` +
      shadowGroup(
        pieces.map((p) => shifted(footprint(p.slab), 10 + p.slab.depth * 1.5, 12 + p.slab.depth * 2)),
        12,
        0.3,
        'cast',
      ) +
      shadowGroup(
        pieces.map((p) => shifted(footprint(p.slab), 1, 2)),
        2.5,
        0.35,
        'contact',
      ),
  );
  const raster = await svgRaster(backdrop);
  for (const { piece, faces: visible } of projected.toSorted((a, b) => b.depth - a.depth)) {
    const quads = visible.map((f) => ({ face: f.face, quad: f.corners.map(framing.toImage) }));
    const front = quads.find((q) => q.face === 'front')?.quad ?? [];
    const [a, b] = [front[0], front[1]];
    const pxPerMm = a && b ? (Math.hypot(a[0] - b[0], a[1] - b[1]) / piece.slab.width) * 1.3 : 1;
    const textures = await piece.textures(pxPerMm);
    for (const { face, quad } of quads) await drawQuad(raster, quad, textures[face], piece.shaders[face]);
  }
  return raster;
}
