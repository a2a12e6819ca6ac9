import type { PictureObject } from '../../../shared/domain/product-pictures/picture-catalogue';
import type { FaceName } from './camera';
import { brushed, cropTexture, motifTexture, solidTexture, woven } from './textures';
import type { Shader, Texture } from './warp';

/*
 * What a print looks like as a physical object: how thick it is, how far it stands off the wall,
 * what covers its front and its sides, and how its surface takes the light (from the upper left).
 */

export interface Material {
  /** Thickness (mm). */
  depth: number;
  /** Gap between the wall and the back (mm): a hidden hanging rail. */
  standoff: number;
  /** The front and the four side faces' textures, for a print of width x height mm at `pxPerMm`. */
  textures(motif: string, width: number, height: number, pxPerMm: number): Promise<Record<FaceName, Texture>>;
  shaders: Record<FaceName, Shader>;
}

type WallObject = Extract<PictureObject, { kind: 'canvas' | 'acrylic' | 'aluminium' | 'poster' }>;

/** Light falls from the upper left: a slow fall-off across the front, the sides darker by how they face it. */
const lit = (u: number, v: number): number => 1.03 - 0.07 * u - 0.05 * v;
const sideShaders = (right: number, left: number, top: number, bottom: number): Omit<Record<FaceName, Shader>, 'front'> => ({
  right: (u, v) => [right - 0.05 * v - 0.04 * u, 0],
  left: (_u, v) => [left - 0.04 * v, 0],
  top: () => [top, 0],
  bottom: () => [bottom, 0],
});
const matt: Shader = (u, v) => [lit(u, v), 0];

/** Two soft reflections of a window across the glass, the way a glossy surface catches the room. */
const glossy: Shader = (u, v) => {
  const d = u * 0.75 + v * 0.45 - 0.3;
  const sheen = 0.13 * Math.exp(-(((d - 0.1) / 0.12) ** 2)) + 0.05 * Math.exp(-(((d - 0.36) / 0.04) ** 2));
  return [lit(u, v) * 0.97, sheen + 0.03 * (1 - v)];
};

const weave = (t: Texture) => woven(t, 3.2);

/** Side strips for a print whose front is `front`: the image running on (wrap), mirrored, or a colour. */
async function canvasSides(
  object: Extract<WallObject, { kind: 'canvas' }>,
  motif: string,
  width: number,
  height: number,
  k: number,
): Promise<Record<FaceName, Texture>> {
  const d = object.depth * k;
  const [w, h] = [Math.round(width * k), Math.round(height * k)];
  if (object.edge === 'wrap') {
    const full = await weave(await motifTexture(motif, Math.round(w + 2 * d), Math.round(h + 2 * d)));
    return {
      front: cropTexture(full, d, d, w, h),
      right: cropTexture(full, d + w, d, d, h),
      left: cropTexture(full, 0, d, d, h),
      top: cropTexture(full, d, 0, w, d),
      bottom: cropTexture(full, d, d + h, w, d),
    };
  }
  const front = await weave(await motifTexture(motif, w, h));
  if (object.edge === 'mirrored') {
    return {
      front,
      right: cropTexture(front, w - d, 0, d, h, { x: true }),
      left: cropTexture(front, 0, 0, d, h, { x: true }),
      top: cropTexture(front, 0, 0, w, d, { y: true }),
      bottom: cropTexture(front, 0, h - d, w, d, { y: true }),
    };
  }
  const colour = await weave(cropTexture(solidTexture(object.edge === 'white' ? '#f4f2ee' : '#1b1b1c'), 0, 0, 8, 8));
  return { front, right: colour, left: colour, top: colour, bottom: colour };
}

/** A striped edge across the thickness (front to back), e.g. aluminium composite's dark core. */
function layered(stripes: readonly [hex: string, share: number][]): Texture {
  const columns = stripes.flatMap(([hex, share]) => Array.from({ length: Math.max(1, Math.round(share * 20)) }, () => hex));
  const data = Uint8Array.from(columns.flatMap((hex) => [...Buffer.from(hex.slice(1), 'hex')]));
  return { width: columns.length, height: 1, channels: 3, data };
}

/** One row of pixels and one column hold the same bytes: turning is a change of shape. */
const turned = (t: Texture): Texture => ({ width: 1, height: t.width, channels: t.channels, data: t.data });

/** The same side texture on all four sides, turned for the top and bottom faces (whose texture runs the other way). */
function allSides(front: Texture, across: Texture): Record<FaceName, Texture> {
  // The left face's texture runs from back to front, the others from the front outwards.
  const reversed = cropTexture(across, 0, 0, across.width, 1, { x: true });
  return { front, right: across, left: reversed, top: turned(reversed), bottom: turned(across) };
}

export function materialOf(object: WallObject): Material {
  switch (object.kind) {
    case 'canvas':
      return {
        depth: object.depth,
        standoff: 0,
        textures: (motif, w, h, k) => canvasSides(object, motif, w, h, k),
        shaders: { front: matt, ...sideShaders(0.74, 0.95, 1.02, 0.62) },
      };
    case 'acrylic':
      return {
        depth: object.thickness,
        standoff: 18,
        textures: async (motif, w, h, k) =>
          allSides(
            await motifTexture(motif, Math.round(w * k), Math.round(h * k)),
            layered([
              ['#e4f1ec', 0.2],
              ['#bfd8d0', 0.6],
              ['#56645f', 0.2],
            ]),
          ),
        shaders: { front: glossy, ...sideShaders(1.0, 1.05, 1.08, 0.85) },
      };
    case 'aluminium': {
      const panel = async (motif: string, w: number, h: number, k: number) => {
        const print = await motifTexture(motif, Math.round(w * k), Math.round(h * k));
        return object.finish === 'brushed' ? brushed(print) : print;
      };
      const satin: Shader = (u, v) => [lit(u, v), object.finish === 'brushed' ? 0.05 * Math.exp(-(((u - v * 0.3 - 0.3) / 0.25) ** 2)) : 0];
      return {
        depth: 3,
        standoff: 18,
        textures: async (motif, w, h, k) =>
          allSides(
            await panel(motif, w, h, k),
            layered([
              ['#d9dbde', 0.15],
              ['#2a2a2c', 0.7],
              ['#b9bcc0', 0.15],
            ]),
          ),
        shaders: { front: satin, ...sideShaders(0.85, 1.0, 1.05, 0.7) },
      };
    }
    case 'poster':
      return {
        depth: 0.3,
        standoff: 0,
        textures: async (motif, w, h, k) => {
          const b = object.border * k;
          const inner = await motifTexture(motif, Math.round(w * k - 2 * b), Math.round(h * k - 2 * b));
          const paper = solidTexture('#fbfaf7');
          const front = b > 0 ? framed(inner, Math.round(b), paper) : inner;
          return { front, right: paper, left: paper, top: paper, bottom: paper };
        },
        shaders: { front: matt, ...sideShaders(0.8, 0.95, 1, 0.7) },
      };
  }
}

/** A texture with a plain border round it (a poster's white margin). */
function framed(inner: Texture, border: number, paper: Texture): Texture {
  const width = inner.width + 2 * border;
  const height = inner.height + 2 * border;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ix = x - border;
      const iy = y - border;
      const from = ix >= 0 && iy >= 0 && ix < inner.width && iy < inner.height ? inner : paper;
      const at = from === inner ? (iy * inner.width + ix) * inner.channels : 0;
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = from.data[at + c] as number;
    }
  }
  return { width, height, channels: 3, data };
}
