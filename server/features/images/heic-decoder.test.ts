import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createHeicDecoder } from './heic-decoder';

// Made once with libheif's heif-enc from a 64 x 40 PNG, red left half and blue right half.
const heic = readFileSync(new URL('./fixtures/red-left-blue-right.heic', import.meta.url));
const decoder = createHeicDecoder();
afterAll(() => decoder.close());

describe('the HEIC decoder worker', () => {
  it('decodes the primary image to RGBA, left red and right blue', async () => {
    const decoded = await decoder.decode(heic, 1_000_000);
    if (!('data' in decoded)) throw new Error(`not decoded: ${JSON.stringify(decoded)}`);
    expect(decoded).toMatchObject({ width: 64, height: 40 });
    const pixel = (x: number, y: number) => Array.from(decoded.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4));
    expect(pixel(4, 20)[0]).toBeGreaterThan(180);
    expect(pixel(60, 20)[2]).toBeGreaterThan(180);
  });

  it('answers tooManyPixels from the container, before decoding', async () => {
    expect(await decoder.decode(heic, 64 * 40 - 1)).toEqual({ tooManyPixels: true });
  });

  it('answers an error for bytes that are no HEIC, and goes on decoding after it', async () => {
    expect(await decoder.decode(Buffer.from('not a photo at all'), 1_000_000)).toHaveProperty('error');
    expect(await decoder.decode(heic, 1_000_000)).toHaveProperty('width', 64);
  });

  it('decodes several photos at once, each answer to its own request', async () => {
    const answers = await Promise.all([heic, Buffer.from('broken'), heic].map((bytes) => decoder.decode(bytes, 1_000_000)));
    expect(answers.map((answer) => ('width' in answer ? answer.width : 'error' in answer ? 'error' : 'other'))).toEqual([64, 'error', 64]);
  });
});
