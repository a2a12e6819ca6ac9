import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { detectFocus } from '../server/features/images/image-focus';
import { boxOnFrame, placeByFocus, rectInside } from '../shared/domain/design/focus-placement';
import { areaGeometry, imageDesign, isImageItem } from '../shared/domain/design/image-design';
import type { FrameRect } from '../shared/domain/design/placement';
import type { ImageOrig, PixelBox } from '../shared/domain/design/design-types';
import { PrintArea } from '../shared/domain/product/product-schema';
import type { Figure } from './api';
import { median, percentile, printFiguresIfStarted } from './bench-run';

/*
 * The crop that knows the faces, on the labelled set (bench/faces/SOURCES.md): each photo is
 * uploaded's focus detection (face detector + saliency) and placed automatically on a canvas with a
 * 2 cm wrap and on a poster, in the photo's orientation; a labelled face counts when it lies
 * wholly on the front. The centred crop of before is the baseline. Time per photo: detection and
 * placement, wall clock and this process's CPU time (one WebAssembly thread, one libvips thread).
 * Targets (issue 40): >= 95 % of faces on the front, <= 200 ms per photo on one core.
 */

interface Label {
  file: string;
  width: number;
  height: number;
  faces: PixelBox[];
}

const folder = path.join(import.meta.dirname, 'faces');

/** Long and short edge of the front, wrap and trim, mm. */
const products = [
  { name: 'canvas 60 x 40 cm, 2 cm wrap', long: 600, short: 400, sideArea: 20, trim: 3 },
  { name: 'poster A3', long: 420, short: 297, sideArea: 0, trim: 3 },
];

function areaFor(product: (typeof products)[number], photo: Label): PrintArea {
  const landscape = photo.width >= photo.height;
  return PrintArea.parse({
    id: 'front',
    name: 'Front',
    specs: {
      area: 'front',
      width: landscape ? product.long : product.short,
      height: landscape ? product.short : product.long,
      trim: product.trim,
      sideArea: product.sideArea,
      whitespaceTop: 0,
      whitespaceRight: 0,
      whitespaceBottom: 0,
      whitespaceLeft: 0,
    },
  });
}

/** How many of the labelled faces lie wholly on the front when `orig` is placed on `area` as a new design places it. */
function facesOnFront(area: PrintArea, orig: ImageOrig, faces: readonly PixelBox[]): number {
  const [item] = imageDesign(area, [{ orig, src: '/bench' }], null, undefined, placeByFocus).items.filter(isImageItem);
  if (!item) return 0;
  const { margin, front } = areaGeometry(area);
  const visible: FrameRect = { x: margin, y: margin, ...front };
  return faces.filter((face) => {
    const rect = boxOnFrame(orig, item.specs.placement, face);
    return rectInside({ ...rect, x: rect.x + item.specs.cell.x, y: rect.y + item.specs.cell.y }, visible);
  }).length;
}

const overlapShare = (a: PixelBox, b: PixelBox) => {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, width) * Math.max(0, height);
  return inter / (a.width * a.height + b.width * b.height - inter);
};

export async function benchFacePlacement(): Promise<Figure[]> {
  sharp.concurrency(1);
  const labels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as Label[];
  const photos = labels.map((label) => ({ label, bytes: readFileSync(path.join(folder, label.file)) }));
  // The first call loads TensorFlow.js and the weights: a cost of the server's start, not of a photo.
  await detectFocus(photos[0]!.bytes, photos[0]!.label);
  const wall: number[] = [];
  const cpu: number[] = [];
  const kept = products.map(() => ({ placed: 0, centred: 0 }));
  let faces = 0;
  let found = 0;
  for (const { label, bytes } of photos) {
    const start = performance.now();
    const usage = process.cpuUsage();
    const orig: ImageOrig = { id: label.file, width: label.width, height: label.height, focus: await detectFocus(bytes, label) };
    const counts = products.map((product) => facesOnFront(areaFor(product, label), orig, label.faces));
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
    products.forEach((product, index) => {
      kept[index]!.placed += counts[index]!;
      kept[index]!.centred += facesOnFront(areaFor(product, label), { id: label.file, width: label.width, height: label.height }, label.faces);
    });
    faces += label.faces.length;
    found += label.faces.filter((face) => orig.focus?.faces.some((box) => overlapShare(face, box) >= 0.3)).length;
  }
  const share = (n: number) => Math.round((n / faces) * 1000) / 10;
  return [
    ...products.flatMap((product, index) => [
      {
        name: `faces wholly on the front after the automatic crop, ${product.name} (${photos.length} photos, ${faces} faces)`,
        value: share(kept[index]!.placed),
        unit: '%',
      },
      { name: `faces wholly on the front with the centred crop of before, ${product.name}`, value: share(kept[index]!.centred), unit: '%' },
    ]),
    { name: 'faces found by the detector (IoU >= 0.3 with the label)', value: share(found), unit: '%' },
    { name: 'focus detection + placement per photo, wall clock (median)', value: Math.round(median(wall)), unit: 'ms' },
    { name: 'focus detection + placement per photo, wall clock (p95)', value: Math.round(percentile(wall, 95)), unit: 'ms' },
    { name: 'focus detection + placement per photo, CPU time of one thread (median)', value: Math.round(median(cpu)), unit: 'ms' },
    { name: 'focus detection + placement per photo, CPU time of one thread (p95)', value: Math.round(percentile(cpu, 95)), unit: 'ms' },
  ];
}

printFiguresIfStarted(import.meta.url, benchFacePlacement);
