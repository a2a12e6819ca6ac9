import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adjustPixels, colourOp } from '../../../shared/domain/design/photo-adjust';
import { adjustedImage } from './adjusted-image';

/*
 * jsdom has no canvas: a stand-in OffscreenCanvas whose every pixel is one colour when drawn, and
 * whose bitmap is the pixels put into it last, shows what the canvas and the previews draw.
 */
const ORANGE = [230, 120, 30, 255];
let made = 0;

interface FakeBitmap extends ImageBitmap {
  readonly pixels: Uint8ClampedArray;
}

class FakeCanvas {
  pixels: Uint8ClampedArray = new Uint8ClampedArray();
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      drawImage: () => undefined,
      getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: Uint8ClampedArray.from({ length: w * h * 4 }, (_, i) => ORANGE[i % 4]!) }),
      putImageData: (image: { data: Uint8ClampedArray }) => {
        this.pixels = image.data;
      },
    };
  }
  transferToImageBitmap(): FakeBitmap {
    made += 1;
    return { width: this.width, height: this.height, close: () => undefined, pixels: this.pixels };
  }
}

const photo = (): ImageBitmap => ({ width: 4, height: 3, close: () => undefined });

beforeEach(() => {
  made = 0;
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal(
    'ImageData',
    class {
      constructor(readonly data: Uint8ClampedArray) {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the adjusted photo the canvas and the previews draw', () => {
  it('is the photo itself without an adjustment', () => {
    const source = photo();
    expect(adjustedImage(source, undefined)).toBe(source);
  });

  it('has the pixels of the shared numbers', () => {
    const grey = adjustPixels(Uint8ClampedArray.from(ORANGE), 4, colourOp('bw', null)!);
    expect(adjustedImage(photo(), 'bw')).toHaveProperty(
      'pixels',
      Uint8ClampedArray.from({ length: 12 * 4 }, (_, i) => grey[i % 4]!),
    );
  });

  it('is made once per photo and adjustment, also for views that load the photo apart', () => {
    const first = adjustedImage(photo(), 'sepia', '/images/a.jpg');
    expect(adjustedImage(photo(), 'sepia', '/images/a.jpg')).toBe(first);
    expect(made).toBe(1);
  });

  it('shows the photo unadjusted where the browser has no OffscreenCanvas', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const source = photo();
    expect(adjustedImage(source, 'sepia')).toBe(source);
  });
});
