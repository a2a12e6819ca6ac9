import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PixelBox } from '../../../shared/domain/design/design-types';
import { detectFocus } from './image-focus';

interface Label {
  file: string;
  width: number;
  height: number;
  faces: PixelBox[];
}

const folder = path.resolve(import.meta.dirname, '../../../bench/faces');
const labels = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as Label[];
const centre = (box: PixelBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

describe('detectFocus on the labelled set (bench/faces)', () => {
  it.each(['portrait-1.jpg', 'composed-04.jpg', 'composed-06.jpg'])(
    'finds the labelled faces of %s, in the original’s pixels',
    async (file) => {
      const label = labels.find((entry) => entry.file === file)!;
      // As if the photo were twice its size: the boxes scale with the original, not the proxy read.
      const focus = await detectFocus(readFileSync(path.join(folder, file)), { width: label.width * 2, height: label.height * 2 });
      expect(focus.faces).toHaveLength(label.faces.length);
      for (const face of label.faces) {
        const found = focus.faces.find((box) => Math.hypot(centre(box).x / 2 - centre(face).x, centre(box).y / 2 - centre(face).y) < face.width / 3);
        expect(found, `a face near ${JSON.stringify(face)}`).toBeDefined();
        expect(found!.width / 2 / face.width).toBeGreaterThan(0.6);
        expect(found!.width / 2 / face.width).toBeLessThan(1.6);
      }
      const box = focus.box;
      expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= label.width * 2 + 2 && box.y + box.height <= label.height * 2 + 2).toBe(true);
    },
    30_000,
  );
});
