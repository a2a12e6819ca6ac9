import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ImageItem, type PrintArea, type PrintAreaDesign, imageDesign, isImageItem, rotateTo, withPlacement, zoomAt } from '../../../shared/domain';
import { type FaceOp, faceOps } from '../../../shared/domain/preview/preview-face';
import { PrintArea as PrintAreaSchema } from '../../../shared/domain/product/product-schema';
import { createDesignThumbnails, designHash } from '../../thumbnails/design-thumbnail-urls';
import { renderDesignThumbnail, thumbnailScale } from './design-thumbnail';
import { type LoadSource, composePrintRaster } from './print-raster';

const areaOf = (width: number, height: number, sideArea: number, trim: number): PrintArea =>
  PrintAreaSchema.parse({
    id: 'front',
    name: 'Front',
    specs: { area: 'front', width, height, sideArea, trim, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  });

/** A smooth picture with structure everywhere (two gradients and a few soft discs), so misplacement shows. */
async function picture(width: number, height: number, hue: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = Math.round((255 * y) / height);
      pixels[at + 2] = Math.round(hue + 60 * Math.sin(x / 90) * Math.cos(y / 70)) & 0xff;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const ORIGS = [
  { id: 'a', width: 1800, height: 1200 },
  { id: 'b', width: 1200, height: 1600 },
  { id: 'c', width: 1500, height: 1500 },
];

/** The originals, and "proxies" of them at `proxyEdge` px as the upload makes them. */
async function sources(proxyEdge: number) {
  const originals = new Map<string, Buffer>();
  const proxies = new Map<string, { data: Buffer; width: number; height: number }>();
  for (const [index, orig] of ORIGS.entries()) {
    const original = await picture(orig.width, orig.height, 40 + 70 * index);
    originals.set(orig.id, original);
    const scale = proxyEdge / Math.max(orig.width, orig.height);
    const width = Math.round(orig.width * scale);
    const height = Math.round(orig.height * scale);
    proxies.set(orig.id, { data: await sharp(original).resize(width, height, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer(), width, height });
  }
  const loadOriginal = async (id: string) => originals.get(id) as Buffer;
  const fromProxy: LoadSource = async (item) => proxies.get(item.specs.orig.id) as { data: Buffer; width: number; height: number };
  return { loadOriginal, fromProxy };
}

/** Mean absolute difference per channel (0-255) of two same-sized RGB rasters. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

/** A collage of three with the first image zoomed and turned, the second moved, and a mirrored edge. */
function collage(area: PrintArea): PrintAreaDesign {
  let design = imageDesign(
    area,
    ORIGS.map((orig) => ({ orig, src: `/proxy/${orig.id}` })),
    'feature-left-3',
  );
  const first = design.items[0] as ImageItem;
  const turned = rotateTo(first.specs.orig, first.specs.cell, first.specs.placement, 13);
  design = withPlacement(design, 0, zoomAt(first.specs.orig, first.specs.cell, turned, 1.6, { x: 20, y: 30 }));
  const second = design.items[1] as ImageItem;
  design = withPlacement(design, 1, { ...second.specs.placement, cy: second.specs.placement.cy - 40 });
  return { ...design, edge: { mode: 'mirror', colour: '#ffffff' } };
}

describe('design thumbnail', () => {
  it('is the print raster (same placement function), cut to the trim box and scaled, within a small tolerance', async () => {
    const area = areaOf(300, 200, 20, 5);
    const design = collage(area);
    const { loadOriginal, fromProxy } = await sources(512);
    const thumbnail = await renderDesignThumbnail(area, design, fromProxy);
    const thumb = await sharp(thumbnail).raw().toBuffer({ resolveWithObject: true });
    // The long edge is 400 px: front and side area (340 mm) without the 5 mm bleed.
    expect(thumb.info.width).toBe(400);
    expect(thumb.info.height).toBe(Math.round(240 * thumbnailScale(area)));

    // The print file's raster at 100 dpi from the originals, cut to its trim box and scaled down.
    const dpi = 100;
    const print = await composePrintRaster(area, design, loadOriginal, dpi);
    const k = dpi / 25.4;
    const trim = Math.round(5 * k);
    const expected = await sharp(print.data, { raw: { width: print.width, height: print.height, channels: 3 } })
      .extract({ left: trim, top: trim, width: print.width - 2 * trim, height: print.height - 2 * trim })
      .resize(thumb.info.width, thumb.info.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    expect(meanDifference(thumb.data, expected)).toBeLessThan(4);

    // A thumbnail of another placement differs from this print clearly (the measure can tell).
    const moved = withPlacement(design, 2, { ...(design.items[2] as ImageItem).specs.placement, rotation: 90 });
    const other = await sharp(await renderDesignThumbnail(area, moved, fromProxy))
      .raw()
      .toBuffer();
    expect(meanDifference(other, expected)).toBeGreaterThan(8);
  });

  it('of a single image with a coloured edge shows the colour round the front', async () => {
    const area = areaOf(200, 200, 20, 5);
    const design: PrintAreaDesign = { ...imageDesign(area, [{ orig: ORIGS[2]!, src: '/c' }], null), edge: { mode: 'colour', colour: '#cc2200' } };
    const { fromProxy } = await sources(256);
    const { data, info } = await sharp(await renderDesignThumbnail(area, design, fromProxy))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // The side area is 20 of 240 mm: 33 px at 400 px.
    for (const [x, y] of [
      [5, 200],
      [394, 200],
      [200, 5],
      [200, 394],
    ] as const)
      expect(
        at(x, y).every((value, i) => Math.abs(value - [0xcc, 0x22, 0x00][i]!) < 12),
        `${at(x, y)}`,
      ).toBe(true);
  });
});

interface Rgb {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/** Bilinear sample of an RGB raster at a fractional pixel position (pixel centres at .5), clamped at the borders. */
function sample(image: Rgb, x: number, y: number, out: Buffer, at: number) {
  const fx = Math.min(image.width - 1, Math.max(0, x - 0.5));
  const fy = Math.min(image.height - 1, Math.max(0, y - 0.5));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(image.width - 1, x0 + 1);
  const y1 = Math.min(image.height - 1, y0 + 1);
  const tx = fx - x0;
  const ty = fy - y0;
  for (let c = 0; c < 3; c += 1) {
    const v = (xx: number, yy: number) => image.data[(yy * image.width + xx) * 3 + c] as number;
    out[at + c] = Math.round((v(x0, y0) * (1 - tx) + v(x1, y0) * tx) * (1 - ty) + (v(x0, y1) * (1 - tx) + v(x1, y1) * tx) * ty);
  }
}

/**
 * The configurator preview's drawing done in software, step by step as its renderers do it
 * (widget/steps/product-design/preview: gl-preview.ts per pixel, draw-2d.ts through the inverse):
 * each step over its target, a fill or the photo's pixel its map names; later steps over earlier ones.
 */
function drawOpsInSoftware(ops: readonly FaceOp[], images: readonly Rgb[]): Rgb {
  const { right: width, bottom: height } = ops[0]!.target;
  const data = Buffer.alloc(width * height * 3);
  for (const op of ops) {
    const { left, top, right, bottom } = op.target;
    for (let py = Math.ceil(top - 0.5); py + 0.5 < bottom; py += 1)
      for (let px = Math.ceil(left - 0.5); px + 0.5 < right; px += 1) {
        const at = (py * width + px) * 3;
        if (op.kind === 'fill') {
          data.write(op.colour.slice(1), at, 'hex');
          continue;
        }
        const [a, b, c, d, e, f] = op.map;
        const x = px + 0.5;
        const y = py + 0.5;
        sample(images[op.layer.item] as Rgb, a * x + c * y + e, b * x + d * y + f, data, at);
      }
  }
  return { data, width, height };
}

describe('configurator preview', () => {
  it('draws from the same placement and edge data as the print: its face is the print raster, scaled, within a small tolerance', async () => {
    const area = areaOf(300, 200, 20, 5);
    const design = collage(area);
    const { loadOriginal, fromProxy } = await sources(512);
    const items = design.items.filter(isImageItem);
    const proxies: Rgb[] = [];
    for (const item of items) {
      const proxy = await fromProxy(item, 1);
      const { data, info } = await sharp(proxy.data).raw().toBuffer({ resolveWithObject: true });
      proxies.push({ data, width: info.width, height: info.height });
    }
    const k = 1.2;
    const preview = drawOpsInSoftware(
      faceOps(area, design, k, (item) => proxies[items.indexOf(item)] as Rgb),
      proxies,
    );

    const print = await composePrintRaster(area, design, loadOriginal, 100);
    const expected = await sharp(print.data, { raw: { width: print.width, height: print.height, channels: 3 } })
      .resize(preview.width, preview.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    expect(meanDifference(preview.data, expected)).toBeLessThan(4);

    // The preview of another placement, or with another edge, differs from this print clearly (the measure can tell).
    const moved = withPlacement(design, 2, { ...(design.items[2] as ImageItem).specs.placement, rotation: 90 });
    for (const other of [moved, { ...design, edge: { mode: 'wrap' as const, colour: '#ffffff' } }]) {
      const drawn = drawOpsInSoftware(
        faceOps(area, other, k, (item) => proxies[other.items.filter(isImageItem).indexOf(item)] as Rgb),
        proxies,
      );
      expect(meanDifference(drawn.data, expected)).toBeGreaterThan(other === moved ? 8 : 4);
    }
  });
});

describe('design hash', () => {
  const area = areaOf(300, 200, 20, 5);
  const design = collage(area);

  it('changes with anything the thumbnail shows: a placement, the edge, the layout, the size', () => {
    const hash = designHash(area, design);
    expect(hash).toMatch(/^[\w-]{22}$/);
    expect(designHash(area, design)).toBe(hash);
    const item = design.items[1] as ImageItem;
    // Zoomed in first: a cover-fitted image has no room to move along its short side.
    const { placement } = item.specs;
    expect(designHash(area, withPlacement(design, 1, { ...placement, scale: placement.scale * 1.2, cx: placement.cx + 1 }))).not.toBe(hash);
    expect(designHash(area, withPlacement(design, 1, { ...placement, scale: placement.scale * 1.2 }))).not.toBe(
      designHash(area, withPlacement(design, 1, { ...placement, scale: placement.scale * 1.2, cx: placement.cx + 1 })),
    );
    expect(designHash(area, { ...design, edge: { mode: 'colour', colour: '#000000' } })).not.toBe(hash);
    expect(
      designHash(
        area,
        imageDesign(
          area,
          ORIGS.map((orig) => ({ orig, src: '/x' })),
          'columns-3',
        ),
      ),
    ).not.toBe(hash);
    expect(designHash(areaOf(300, 200, 30, 5), design)).not.toBe(hash);
  });

  it("changes with a collage's background", () => {
    const hash = designHash(area, design);
    expect(designHash(area, { ...design, collage: { gap: 5, background: '#112233' } })).not.toBe(hash);
    expect(designHash(area, { ...design, collage: { gap: 5, background: '#112233' } })).not.toBe(
      designHash(area, { ...design, collage: { gap: 5, background: '#ffffff' } }),
    );
  });

  it('does not change with what the thumbnail does not show (the editor proxy URL)', () => {
    const renamed: PrintAreaDesign = {
      ...design,
      items: design.items.map((item) => (isImageItem(item) ? { ...item, specs: { ...item.specs, src: `${item.specs.src}?v=2` } } : item)),
    };
    expect(designHash(area, renamed)).toBe(designHash(area, design));
  });

  it('is in the signed URL: another design gives another URL, a URL not minted here is refused', () => {
    const thumbnails = createDesignThumbnails(Buffer.from('a-test-secret-of-at-least-32-characters'));
    const url = thumbnails.url('b', 7, [area], { front: design });
    const turned = thumbnails.url('b', 7, [area], { front: withPlacement(design, 2, { ...(design.items[2] as ImageItem).specs.placement, rotation: 90 }) });
    expect(url).toMatch(/^\/thumbnails\/[\w-]+\.[\w-]+\/design\.jpg$/);
    expect(turned).not.toBe(url);
    const [, , token, filename] = (url as string).split('/');
    expect(thumbnails.verify(token!, filename!)).toEqual({ k: 'b', i: 7, h: designHash(area, design) });
    const forged = Buffer.from(JSON.stringify({ k: 'b', i: 8, h: designHash(area, design) })).toString('base64url');
    expect(thumbnails.verify(`${forged}.${token!.split('.')[1]}`, filename!)).toBe('forbidden');
    expect(createDesignThumbnails(Buffer.from('another-secret-of-at-least-32-characters')).verify(token!, filename!)).toBe('forbidden');
    expect(thumbnails.url('b', 7, [area], {})).toBeNull();
  });
});
