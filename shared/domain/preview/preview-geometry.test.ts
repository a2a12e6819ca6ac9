import { describe, expect, it } from 'vitest';
import { imageDesign } from '../design/image-design';
import { PrintArea } from '../product/product-schema';
import { OBJECT_CAMERA, faceCells, faceViewPoint, objectView, previewObject } from './object-view';
import { faceOps, previewDetail } from './preview-face';
import { HANGING_GAP_CM, ROOMS, roomLayout, roomScale } from './room-view';

const areaOf = (width: number, height: number, sideArea: number, trim: number) =>
  PrintArea.parse({
    id: 'front',
    name: 'Front',
    specs: { area: 'front', width, height, sideArea, trim, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  });

const view = { width: 390, height: 290 };

describe('room view', () => {
  const living = ROOMS.find((room) => room.id === 'living')!;

  it('draws the print at the scale the furniture of known width gives', () => {
    const layout = roomLayout(living, { width: 120, height: 80 }, view);
    expect(roomScale(living.furniture.width, layout.furniture.width)).toBeCloseTo(layout.pxPerCm, 9);
    expect(layout.print.width / layout.pxPerCm).toBeCloseTo(120, 9);
    expect(layout.print.height / layout.pxPerCm).toBeCloseTo(80, 9);
    // Hung centred over the furniture, its lower edge a hand's width above it.
    expect(layout.print.x + layout.print.width / 2).toBeCloseTo(layout.furniture.x + layout.furniture.width / 2, 9);
    expect((layout.furniture.y - (layout.print.y + layout.print.height)) / layout.pxPerCm).toBeCloseTo(HANGING_GAP_CM, 9);
  });

  it('shows 40 x 30 and 120 x 80 cm in the same room at a third of the width of each other', () => {
    const small = roomLayout(living, { width: 40, height: 30 }, view);
    const large = roomLayout(living, { width: 120, height: 80 }, view);
    expect(small.pxPerCm).toBeCloseTo(large.pxPerCm, 9);
    expect(large.print.width / small.print.width).toBeCloseTo(3, 9);
  });

  it('keeps every room and the largest print inside the view', () => {
    for (const room of ROOMS) {
      const layout = roomLayout(room, { width: 150, height: 100 }, { width: 360, height: 270 });
      for (const rect of [layout.print, layout.furniture]) {
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(360 + 1e-9);
      }
      expect(layout.floorY).toBeLessThanOrEqual(270);
    }
  });
});

describe('object view', () => {
  const canvasArea = areaOf(600, 400, 20, 5);

  it('takes a canvas frame depth from the side area and a sheet thickness from its option', () => {
    expect(previewObject({ id: 'canvas' }, {}, canvasArea)).toEqual({ material: 'canvas', width: 600, height: 400, depth: 20 });
    expect(previewObject({ id: 'canvas' }, {}, areaOf(600, 400, 40, 5)).depth).toBe(40);
    expect(previewObject({ id: 'acrylic-glass' }, { thickness: '5mm' }, areaOf(600, 400, 0, 2))).toMatchObject({ material: 'acrylic', depth: 5 });
    expect(previewObject({ id: 'poster' }, {}, areaOf(500, 700, 0, 3)).material).toBe('poster');
  });

  it('finds the faces on the printed area where the side area folds round the frame', () => {
    expect(faceCells(canvasArea)).toEqual({
      front: { x: 25, y: 25, width: 600, height: 400 },
      right: { x: 625, y: 25, width: 20, height: 400 },
      top: { x: 25, y: 5, width: 600, height: 20 },
    });
  });

  it('turned to the right: the near (right) edge of the front is taller than the far one, and a deeper frame shows a wider side', () => {
    const shallow = objectView({ material: 'canvas', width: 600, height: 400, depth: 20 }, OBJECT_CAMERA, view, 20);
    const deep = objectView({ material: 'canvas', width: 600, height: 400, depth: 40 }, OBJECT_CAMERA, view, 20);
    const [tl, tr, br, bl] = shallow.front;
    expect(br.y - tr.y).toBeGreaterThan(bl.y - tl.y);
    const sideWidth = (v: typeof shallow) => Math.max(...v.right!.map((p) => p.x)) - v.front[1].x;
    expect(sideWidth(deep) / deep.pxPerMm).toBeGreaterThan(1.5 * (sideWidth(shallow) / shallow.pxPerMm));
    // The faces meet: the side starts at the front's right edge, the top at its top edge.
    expect(shallow.right![0]).toEqual(shallow.front[1]);
    expect(shallow.right![3]).toEqual(shallow.front[2]);
    expect(shallow.top![3]).toEqual(shallow.front[0]);
    expect(shallow.top![2]).toEqual(shallow.front[1]);
  });

  it('places every point of a face in true perspective: equal steps on the object shrink with distance, straight lines stay straight', () => {
    const seen = objectView({ material: 'canvas', width: 600, height: 400, depth: 20 }, OBJECT_CAMERA, view, 20);
    // Turned to the right, the right of the front is nearer: along the top edge, each quarter looks wider than the one before.
    const xs = [0, 0.25, 0.5, 0.75, 1].map((u) => faceViewPoint(seen.front, u, 0).x);
    const steps = xs.slice(1).map((x, i) => x - xs[i]!);
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
    // The centre of the face is where its diagonals cross (not the mean of its corners).
    const [a, , c] = seen.front;
    const [, b, , d] = seen.front;
    const centre = faceViewPoint(seen.front, 0.5, 0.5);
    const onLine = (p: { x: number; y: number }, q: { x: number; y: number }) => (q.x - p.x) * (centre.y - p.y) - (q.y - p.y) * (centre.x - p.x);
    expect(Math.abs(onLine(a, c))).toBeLessThan(1e-6 * view.width * view.height);
    expect(Math.abs(onLine(b, d))).toBeLessThan(1e-6 * view.width * view.height);
    expect(Math.abs(centre.x - (a.x + b.x + c.x + d.x) / 4)).toBeGreaterThan(0.5);
    // Corners and edges exactly.
    expect(faceViewPoint(seen.front, 1, 1)).toEqual({ x: seen.front[2].x, y: seen.front[2].y });
  });

  it('seen straight on, shows no side, and fits the view', () => {
    const flat = objectView({ material: 'poster', width: 500, height: 700, depth: 0.3 }, { yaw: 0, pitch: 0 }, view, 10);
    expect(flat.right).toBeNull();
    expect(flat.top).toBeNull();
    for (const p of flat.front) {
      expect(p.x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(view.height - 10 + 1e-9);
    }
  });
});

/** Where an image step's map takes the raster point (x, y). */
const mapped = (m: readonly number[], x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];

describe('preview face', () => {
  it('keeps every pixel of a sharp print and fewer of a soft one, in proportion to its resolution', () => {
    expect(previewDetail({ width: 400, height: 300 }, 150)).toEqual({ width: 400, height: 300 });
    expect(previewDetail({ width: 400, height: 300 }, 50)).toEqual({ width: 200, height: 150 });
  });

  it('lays out a mirrored edge as the eight bands round the front, each the image mirrored out of the front', () => {
    const area = areaOf(300, 200, 20, 5);
    const orig = { id: 'a', width: 3000, height: 2000 };
    const design = { ...imageDesign(area, [{ orig, src: '/a' }], null), edge: { mode: 'mirror' as const, colour: '#ffffff' } };
    const ops = faceOps(area, design, 2, () => ({ width: 2048, height: 1365 }));
    expect(ops[0]).toEqual({ kind: 'fill', target: { left: 0, top: 0, right: 700, bottom: 500 }, colour: '#ffffff' });
    // White, the image, then each band: white and the image's piece (it covers the whole front).
    expect(ops.map((op) => op.kind)).toEqual(['fill', 'image', ...Array.from({ length: 8 }, () => ['fill', 'image']).flat()]);
    const image = ops[1]!;
    if (image.kind !== 'image') throw new Error('not an image');
    // The left band (x 0-50 at 2 px/mm) shows the front's strip from 50 to 100, mirrored at x = 50.
    const left = ops.find((op) => op.kind === 'image' && op.target.left === 0 && op.target.top === 50);
    if (left?.kind !== 'image') throw new Error('no left band');
    expect(mapped(left.map, 10, 200)[0]).toBeCloseTo(mapped(image.map, 90, 200)[0]!, 9);
    expect(mapped(left.map, 10, 200)[1]).toBeCloseTo(mapped(image.map, 90, 200)[1]!, 9);
  });

  it('draws a colour edge as fills round the front', () => {
    const area = areaOf(300, 200, 20, 5);
    const design = {
      ...imageDesign(area, [{ orig: { id: 'a', width: 3000, height: 2000 }, src: '/a' }], null),
      edge: { mode: 'colour' as const, colour: '#224466' },
    };
    const ops = faceOps(area, design, 2, () => ({ width: 2048, height: 1365 }));
    expect(ops.slice(2).every((op) => op.kind === 'fill' && op.colour === '#224466')).toBe(true);
    expect(ops).toHaveLength(10);
  });

  it("lays a collage's photos over its background, which shows in the gaps as in the print", () => {
    const area = areaOf(300, 200, 0, 0);
    const photos = ['a', 'b'].map((id) => ({ orig: { id, width: 3000, height: 2000 }, src: `/${id}` }));
    const design = { ...imageDesign(area, photos, 'columns-2', 10), collage: { gap: 10, background: '#204060' } };
    const ops = faceOps(area, design, 1, () => ({ width: 2048, height: 1365 }));
    expect(ops[0]).toEqual({ kind: 'fill', target: { left: 0, top: 0, right: 300, bottom: 200 }, colour: '#204060' });
    expect(ops.slice(1).map((op) => [op.target.left, op.target.right])).toEqual([
      [0, 145],
      [155, 300],
    ]);
  });
});
