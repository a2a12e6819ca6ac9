import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

/*
 * Makes the labelled face set (SOURCES.md): three freely licensed portraits from Debian's packages,
 * pasted at varied places and sizes (many near an edge, where a centred crop loses them), mirrored
 * or grey at times, on freely licensed backgrounds or plain gradients, in the shapes photos come
 * in. The labels are the portraits' hand-checked face boxes carried through the composition.
 * `npx tsx bench/faces/compose.ts <folder with the source files>` writes the set beside this file.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** File in the source folder, and its face box, checked by eye: brow to chin, ear to ear. */
const portraits: { file: string; face: Box }[] = [
  { file: 'astronaut.png', face: { x: 166, y: 75, width: 114, height: 113 } },
  { file: 'grace_hopper.jpg', face: { x: 150, y: 140, width: 225, height: 200 } },
  { file: 'camera.png', face: { x: 184, y: 124, width: 74, height: 76 } },
];
const backgrounds = ['coffee.png', 'chelsea.png', 'grass.png', 'gravel.png', 'brick.png', 'rocket.jpg', null, null];
const shapes: [number, number][] = [
  [1024, 683],
  [683, 1024],
  [1024, 768],
  [768, 1024],
  [1024, 1024],
  [1024, 576],
];
const COMPOSITIONS = 42;

/** A small seeded generator (mulberry32): the same set on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function background(source: string, name: string | null, width: number, height: number, rnd: () => number): Promise<Buffer> {
  if (name !== null) return sharp(path.join(source, name)).resize(width, height, { fit: 'cover' }).removeAlpha().toBuffer();
  const hue = () => Math.round(60 + rnd() * 160);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="rgb(${hue()},${hue()},${hue()})"/><stop offset="1" stop-color="rgb(${hue()},${hue()},${hue()})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().toBuffer();
}

/** One portrait cut round its face, sized so that the face is `faceWidth` px wide, and its face box in the cut. */
async function cutOut(source: string, index: number, faceWidth: number, mirrored: boolean, grey: boolean) {
  const { file, face } = portraits[index]!;
  const meta = await sharp(path.join(source, file)).metadata();
  const left = Math.max(0, Math.round(face.x - face.width * 0.8));
  const top = Math.max(0, Math.round(face.y - face.height * 0.7));
  const right = Math.min(meta.width!, Math.round(face.x + face.width * 1.8));
  const bottom = Math.min(meta.height!, Math.round(face.y + face.height * 2.2));
  const scale = faceWidth / face.width;
  const width = Math.round((right - left) * scale);
  const height = Math.round((bottom - top) * scale);
  let image = sharp(path.join(source, file))
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(width, height, { fit: 'fill' });
  if (mirrored) image = image.flop();
  if (grey) image = image.grayscale();
  const faceX = (face.x - left) * scale;
  return {
    data: await image.toColourspace('srgb').removeAlpha().toBuffer(),
    width,
    height,
    face: { x: mirrored ? width - faceX - face.width * scale : faceX, y: (face.y - top) * scale, width: face.width * scale, height: face.height * scale },
  };
}

async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: npx tsx bench/faces/compose.ts <folder with the source files>');
  const rnd = random(40);
  const labels: { file: string; width: number; height: number; faces: Box[] }[] = [];
  for (const [index, { file, face }] of portraits.entries()) {
    const name = `portrait-${index + 1}.jpg`;
    const info = await sharp(path.join(source, file))
      .toColourspace('srgb')
      .jpeg({ quality: 80 })
      .toFile(path.join(import.meta.dirname, name));
    labels.push({ file: name, width: info.width, height: info.height, faces: [face] });
  }
  for (let n = 1; n <= COMPOSITIONS; n++) {
    const [width, height] = shapes[n % shapes.length]!;
    const short = Math.min(width, height);
    const placed: Box[] = [];
    const layers: OverlayOptions[] = [];
    const faces: Box[] = [];
    const count = 1 + Math.floor(rnd() * 3);
    for (let tries = 0; faces.length < count && tries < 60; tries++) {
      const cut = await cutOut(source, Math.floor(rnd() * portraits.length), short * (0.07 + rnd() * 0.18), rnd() < 0.5, rnd() < 0.2);
      if (cut.width >= width || cut.height >= height) continue;
      const at = { x: Math.round(rnd() * (width - cut.width)), y: Math.round(rnd() * (height - cut.height)), width: cut.width, height: cut.height };
      if (placed.some((other) => overlaps(at, other))) continue;
      placed.push(at);
      layers.push({ input: cut.data, left: at.x, top: at.y });
      faces.push({
        x: Math.round(at.x + cut.face.x),
        y: Math.round(at.y + cut.face.y),
        width: Math.round(cut.face.width),
        height: Math.round(cut.face.height),
      });
    }
    const base = await background(source, backgrounds[Math.floor(rnd() * backgrounds.length)]!, width, height, rnd);
    const name = `composed-${String(n).padStart(2, '0')}.jpg`;
    await sharp(base)
      .composite(layers)
      .jpeg({ quality: 78 })
      .toFile(path.join(import.meta.dirname, name));
    labels.push({ file: name, width, height, faces });
  }
  writeFileSync(path.join(import.meta.dirname, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  console.log(`${labels.length} photos, ${labels.reduce((sum, label) => sum + label.faces.length, 0)} faces`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
