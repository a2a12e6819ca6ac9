import type { OverlayOptions } from 'sharp';
import sharp from '../images/sharp';
import type { PictureObject } from '../../../shared/domain/product-pictures/picture-catalogue';
import type { FaceName } from './camera';
import { motifTexture, rawTexture, solidTexture } from './textures';
import type { Texture } from './warp';

type Design = Extract<PictureObject, { kind: 'voucher' }>['design'];

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(x + radius * Math.cos(a)).toFixed(1)},${(y + radius * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** The value is the same in every language, so the card needs no translation. */
const value = (colour: string, y = 880) =>
  `<text x="1300" y="${y}" text-anchor="end" font-family="DejaVu Serif, serif" font-weight="bold" font-size="150" fill="${colour}">CHF 50</text>`;

/** The card's artwork at 10 px per mm (1480 x 1050), drawn over `base` (a motif for the neutral card). */
function artwork(design: Design): string {
  switch (design) {
    case 'christmas':
      return (
        `<rect width="1480" height="1050" fill="#1f4d3a"/>` +
        [120, 360, 600, 240, 480]
          .map((x, i) => `<polygon points="${x},${620 - (i % 2) * 80} ${x - 90},${880} ${x + 90},${880}" fill="${i % 2 ? '#2f6b4f' : '#3f7d5c'}"/>`)
          .join('') +
        [
          [200, 160, 30],
          [520, 120, 22],
          [820, 200, 34],
          [1120, 130, 24],
          [1340, 260, 30],
          [700, 380, 18],
          [1000, 420, 26],
          [380, 300, 20],
        ]
          .map(([x = 0, y = 0, r = 0]) => star(x, y, r, '#e2c46b'))
          .join('') +
        `<rect y="960" width="1480" height="90" fill="#b8322d"/>` +
        value('#e2c46b')
      );
    case 'birthday':
      return (
        `<rect width="1480" height="1050" fill="#f7d9c4"/>` +
        Array.from({ length: 46 }, (_, i) => {
          const x = (i * 331) % 1480;
          const y = (i * 197) % 620;
          const colours = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686'];
          return `<rect x="${x}" y="${y}" width="26" height="12" rx="3" transform="rotate(${(i * 47) % 180} ${x} ${y})" fill="${colours[i % 5]}"/>`;
        }).join('') +
        [
          [260, 420, '#e4572e'],
          [420, 360, '#669bbc'],
          [560, 450, '#f3a712'],
        ]
          .map(
            ([x, y, c]) =>
              `<path d="M${x} ${Number(y) + 110} q -30 120 20 260" stroke="#6b5b4f" stroke-width="4" fill="none"/><ellipse cx="${x}" cy="${y}" rx="80" ry="105" fill="${c}"/><ellipse cx="${Number(x) - 28}" cy="${Number(y) - 40}" rx="18" ry="30" fill="#fff" opacity="0.35"/>`,
          )
          .join('') +
        value('#29335c')
      );
    case 'neutral':
      return `<rect y="640" width="1480" height="410" fill="#f6f1e7"/><rect x="0" y="640" width="1480" height="8" fill="#c8a85a"/>` + value('#3a3a3a', 900);
  }
}

/** The voucher card and its envelope as textures of the table scene. */
export function voucherTextures(design: Design, motif: string) {
  return {
    async card(width: number, height: number, k: number): Promise<Record<FaceName, Texture>> {
      const size = { width: Math.round(width * k), height: Math.round(height * k) };
      const layers: OverlayOptions[] = [];
      if (design === 'neutral') {
        const photo = await motifTexture(motif, 1480, 640);
        layers.push({ input: Buffer.from(photo.data), raw: { width: photo.width, height: photo.height, channels: photo.channels as 3 }, top: 0, left: 0 });
      }
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1480" height="1050">${artwork(design)}</svg>`;
      layers.unshift({ input: Buffer.from(svg), top: 0, left: 0 });
      const front = await rawTexture(
        sharp({ create: { width: 1480, height: 1050, channels: 3, background: '#ffffff' } })
          .composite(layers)
          .png()
          .pipe(sharp().resize(size.width, size.height)),
      );
      const edge = solidTexture('#f2efe8');
      return { front, right: edge, left: edge, top: edge, bottom: edge };
    },
    async envelope(k: number): Promise<Record<FaceName, Texture>> {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="1620" height="1140"><rect width="1620" height="1140" fill="#efe9dc"/>` +
        `<path d="M0 0 L810 560 L1620 0" fill="none" stroke="#d8cfbd" stroke-width="6"/><path d="M0 1140 L700 520 M1620 1140 L920 520" stroke="#e0d8c7" stroke-width="4"/></svg>`;
      const front = await rawTexture(sharp(Buffer.from(svg)).resize(Math.round(162 * k), Math.round(114 * k)));
      const edge = solidTexture('#e2dccd');
      return { front, right: edge, left: edge, top: edge, bottom: edge };
    },
  };
}
