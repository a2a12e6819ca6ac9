import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageDesign, isImageItem, type PrintAreaDesign } from '../../../../shared/domain';
import { previewObject } from '../../../../shared/domain/preview/object-view';
import { PrintArea } from '../../../../shared/domain/product/product-schema';
import { TEXT_DEFAULTS, type TextItemSpecs } from '../../../../shared/domain/text';
import { FACE_K, objectScene } from './scene';
import { paintTextLayer, withTextLayer } from './text-layer';

// 600 x 400 mm with a 20 mm wrap and 5 mm of bleed: the full printed area is 650 x 450 mm.
const area = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 600, height: 400, sideArea: 20, trim: 5, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const title: TextItemSpecs = { ...TEXT_DEFAULTS, text: 'Grosi 80', x: 325, y: 100 };
const date: TextItemSpecs = { ...TEXT_DEFAULTS, text: '12. Mai 2026', font: 'oswald', x: 325, y: 380 };

/** An OffscreenCanvas whose context records the texts painted on it. */
function recordingOffscreenCanvas() {
  const painted: { text: string; font: string; canvas: { width: number; height: number } }[] = [];
  class Recording {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      const canvas = { width: this.width, height: this.height };
      const ctx = {
        font: '',
        fillStyle: '',
        textAlign: 'start',
        textBaseline: 'alphabetic',
        save: () => undefined,
        restore: () => undefined,
        translate: () => undefined,
        rotate: () => undefined,
        measureText: (text: string) => ({ width: text.length * 10 }),
        fillText: (text: string) => painted.push({ text, font: ctx.font, canvas }),
      };
      return ctx;
    }
  }
  vi.stubGlobal('OffscreenCanvas', Recording);
  return painted;
}

afterEach(() => vi.unstubAllGlobals());

describe("the previews' text layer", () => {
  it('is none without texts, or without an OffscreenCanvas (the previews show no text then)', () => {
    expect(paintTextLayer(area, [title], 2)).toBeNull();
    recordingOffscreenCanvas();
    expect(paintTextLayer(area, [], 2)).toBeNull();
  });

  it("paints the texts in the design's order over the full printed area, at most 2048 px on its long side", () => {
    const painted = recordingOffscreenCanvas();
    const layer = paintTextLayer(area, [title, date], 2);
    expect([layer?.canvas.width, layer?.canvas.height, layer?.ppm]).toEqual([1300, 900, 2]);
    expect(painted.map(({ text }) => text)).toEqual(['Grosi 80', '12. Mai 2026']);
    // Each at its size on the layer: 12.7 mm at 2 px/mm.
    expect(painted[0]?.font).toContain(' 25.4px ');
    expect(paintTextLayer(area, [title], 10)?.canvas.width).toBe(2048);
  });

  it('is the last step of every face drawn from the face drawing, over the photos and the edge', () => {
    recordingOffscreenCanvas();
    const photos = imageDesign(area, [{ orig: { id: 'a', width: 6000, height: 4000 }, src: '/a.jpg' }], null);
    const design: PrintAreaDesign = { ...photos, edge: { mode: 'mirror', colour: '#ffffff' } };
    const object = previewObject({ id: 'canvas' }, {}, area);
    const faces = objectScene({ width: 400, height: 300 }, { area, design, items: design.items.filter(isImageItem), images: [null], object }).faces();
    const layer = paintTextLayer(area, [title], 2)!;
    const shown = withTextLayer(area, faces, layer, 1);
    const drawn = shown.filter((face) => face.rect);
    // The front and the canvas's two visible sides.
    expect(drawn).toHaveLength(3);
    for (const [i, face] of shown.entries()) {
      const before = faces[i]!;
      if (!face.rect) {
        expect(face).toBe(before);
        continue;
      }
      // The edge's mirrored bands come after the photo: the texts after all of them.
      expect(before.ops.length).toBeGreaterThan(2);
      expect(face.ops.slice(0, -1)).toEqual(before.ops);
      expect(face.ops.at(-1)).toMatchObject({
        kind: 'image',
        target: { left: 0, top: 0, right: 650 * FACE_K, bottom: 450 * FACE_K },
        layer: { item: 1, overlay: true },
        map: [2 / FACE_K, 0, 0, 2 / FACE_K, 0, 0],
      });
    }
  });
});
