import type { Sharp } from 'sharp';
import sharp from '../images/sharp';
import type { Point } from './camera';
import { createRaster, type Raster } from './warp';

/** The size pictures are drawn at; the served widths are scaled down from it. */
export const MASTER = { width: 1200, height: 900 } as const;

/** A backdrop drawn as SVG (walls, rooms, shadows), as the raster the objects are painted onto. */
export async function svgRaster(svg: string): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raster = createRaster(info.width, info.height);
  raster.data.set(data);
  return raster;
}

export function rasterImage(raster: Raster): Sharp {
  return sharp(Buffer.from(Uint8ClampedArray.from(raster.data)), { raw: { width: raster.width, height: raster.height, channels: 3 } });
}

const polygon = (points: readonly Point[]): string => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

export const svgDocument = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MASTER.width}" height="${MASTER.height}" viewBox="0 0 ${MASTER.width} ${MASTER.height}">${body}</svg>`;

/** A soft shadow: the polygons' union, blurred. */
export const shadowGroup = (polygons: readonly (readonly Point[])[], blur: number, opacity: number, id: string): string =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter>` +
  `<g filter="url(#${id})" opacity="${opacity}">${polygons.map((p) => `<polygon points="${polygon(p)}" fill="#1d1710"/>`).join('')}</g>`;
