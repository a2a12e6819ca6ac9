import type { PictureDescription } from '../../../shared/domain/product-pictures/picture-catalogue';
import type { Point } from './camera';
import { materialOf } from './materials';
import { MASTER, shadowGroup, svgDocument, svgRaster } from './raster-io';
import { drawQuad, type Raster } from './warp';

type Poster = Extract<PictureDescription['object'], { kind: 'poster' }>;

/** The room is drawn at true scale: 4 px per centimetre, so the poster's size reads against the sideboard's. */
const PX_PER_MM = 0.4;
const FLOOR_Y = 790;

/** A sideboard (160 x 65 cm), a vase with a branch and books: furniture of known size, seen straight on. */
function furniture(): string {
  const width = 1600 * PX_PER_MM;
  const height = 650 * PX_PER_MM;
  const left = (MASTER.width - width) / 2;
  const top = FLOOR_Y - height;
  const legs = [left + 30, left + width - 42].map((x) => `<rect x="${x}" y="${FLOOR_Y - 60}" width="12" height="60" fill="#5b4330"/>`).join('');
  const doors = [0, 1, 2, 3]
    .map((i) => {
      const x = left + 14 + (i * (width - 28)) / 4;
      return `<rect x="${x + 3}" y="${top + 16}" width="${(width - 28) / 4 - 6}" height="${height - 92}" rx="2" fill="url(#oak)" stroke="#8a6a4c" stroke-width="1.5"/>`;
    })
    .join('');
  const vaseX = left + width - 70;
  const books = [
    ['#2f4858', 0],
    ['#c5a572', 14],
    ['#8c3b2e', 26],
  ]
    .map(
      ([colour, dy]) =>
        `<rect x="${left + 70 - Number(dy) / 2}" y="${top - 14 - Number(dy)}" width="${120 - Number(dy)}" height="13" rx="2" fill="${colour}"/>`,
    )
    .join('');
  return (
    `<ellipse cx="${MASTER.width / 2}" cy="${FLOOR_Y + 4}" rx="${width * 0.56}" ry="14" fill="#000" opacity="0.22" filter="url(#soft)"/>` +
    legs +
    `<rect x="${left}" y="${top}" width="${width}" height="${height - 60}" rx="4" fill="url(#oak)"/>` +
    `<rect x="${left}" y="${top}" width="${width}" height="8" rx="3" fill="#b48a62"/>` +
    doors +
    books +
    `<path d="M${vaseX} ${top} c-18 -12 -22 -62 -4 -86 h48 c18 24 14 74 -4 86 z" fill="#e8e2d6" stroke="#cfc6b6"/>` +
    `<path d="M${vaseX + 20} ${top - 84} C ${vaseX + 10} ${top - 170}, ${vaseX - 30} ${top - 220}, ${vaseX - 60} ${top - 260}" stroke="#5d4a36" stroke-width="3" fill="none"/>` +
    [0.3, 0.5, 0.7, 0.85]
      .map((t, i) => {
        const x = vaseX + 20 - 80 * t;
        const y = top - 84 - 176 * t;
        return `<ellipse cx="${x + (i % 2 ? 14 : -12)}" cy="${y}" rx="16" ry="7" transform="rotate(${i % 2 ? -30 : 30} ${x} ${y})" fill="#6f8f5f"/>`;
      })
      .join('')
  );
}

/** A poster hanging by wooden hangers above a sideboard, in a room lit from a window on the left. */
export async function renderRoomPicture(picture: PictureDescription, poster: Poster, wall: string): Promise<Raster> {
  const w = picture.format.width * PX_PER_MM;
  const h = picture.format.height * PX_PER_MM;
  const left = (MASTER.width - w) / 2;
  const top = FLOOR_Y - 650 * PX_PER_MM - 200 * PX_PER_MM - h;
  const quad: Point[] = [
    [left, top],
    [left + w, top],
    [left + w, top + h],
    [left, top + h],
  ];
  const hanger = (y: number) =>
    `<rect x="${left - 6}" y="${y}" width="${w + 12}" height="12" rx="2" fill="#a27b55"/><rect x="${left - 6}" y="${y + 9}" width="${w + 12}" height="3" fill="#7e5c3d"/>`;
  const svg = svgDocument(
    `<defs>` +
      `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b89873"/><stop offset="1" stop-color="#8f7252"/></linearGradient>` +
      `<linearGradient id="oak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c49a6c"/><stop offset="1" stop-color="#a87f57"/></linearGradient>` +
      `<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>` +
      `</defs>` +
      `<rect width="100%" height="100%" fill="${wall}"/><rect width="100%" height="100%" fill="url(#wall)"/>` +
      `<rect y="${FLOOR_Y}" width="100%" height="${MASTER.height - FLOOR_Y}" fill="url(#floor)"/>` +
      Array.from(
        { length: 9 },
        (_, i) => `<line x1="${i * 150 + 40}" y1="${FLOOR_Y}" x2="${i * 190 - 180}" y2="${MASTER.height}" stroke="#7d6246" stroke-width="1.2" opacity="0.5"/>`,
      ).join('') +
      `<rect y="${FLOOR_Y - 18}" width="100%" height="18" fill="#f4f1ec"/><rect y="${FLOOR_Y - 2}" width="100%" height="2" fill="#d8d2c8"/>` +
      shadowGroup([quad.map(([x, y]) => [x + 8, y + 10] as Point)], 9, 0.28, 'cast') +
      furniture(),
  );
  const raster = await svgRaster(svg);
  const material = materialOf(poster);
  const textures = await material.textures(picture.motif, picture.format.width, picture.format.height, (w / picture.format.width) * 1.2);
  await drawQuad(raster, quad, textures.front, material.shaders.front);
  const hangers = await svgRaster(
    svgDocument(
      hanger(top - 6) +
        hanger(top + h - 6) +
        `<path d="M${left + 20} ${top - 4} L${MASTER.width / 2} ${top - 42} L${left + w - 20} ${top - 4}" stroke="#3b3128" stroke-width="1.5" fill="none"/><circle cx="${MASTER.width / 2}" cy="${top - 42}" r="3" fill="#555"/>`,
    ),
  );
  return overlay(raster, hangers, '#ffffff');
}

/** Copies the overlay's pixels that are not its background colour onto the raster. */
function overlay(raster: Raster, layer: Raster, background: string): Raster {
  const bg = Buffer.from(background.slice(1), 'hex');
  for (let i = 0; i < raster.data.length; i += 3) {
    const r = layer.data[i] as number;
    const g = layer.data[i + 1] as number;
    const b = layer.data[i + 2] as number;
    if (Math.abs(r - (bg[0] as number)) + Math.abs(g - (bg[1] as number)) + Math.abs(b - (bg[2] as number)) < 3) continue;
    raster.data[i] = r;
    raster.data[i + 1] = g;
    raster.data[i + 2] = b;
  }
  return raster;
}
