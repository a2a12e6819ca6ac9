import { describe, expect, it } from 'vitest';
import { colourTransform } from './colour-transform';
import { shippedProfile } from './icc-profiles';

const srgb = shippedProfile('sRGB.icc');
const fogra39 = shippedProfile('FOGRA39.icc');
const perceptual = { intent: 'perceptual', blackPointCompensation: true } as const;

describe('colourTransform', () => {
  it('keeps sRGB colours from sRGB to sRGB within a step of rounding', async () => {
    const same = await colourTransform(srgb, srgb, { intent: 'relative', blackPointCompensation: true });
    const colours = Uint8Array.from([0, 0, 0, 255, 255, 255, 200, 30, 90, 12, 250, 128]);
    const out = same.apply(colours);
    expect(same.channelsOut).toBe(3);
    for (const [i, value] of colours.entries()) expect(Math.abs(out[i]! - value)).toBeLessThanOrEqual(1);
  });

  it('converts sRGB to FOGRA39 CMYK: white is no ink, black stays under the profile’s 300 % ink limit', async () => {
    const cmyk = await colourTransform(srgb, fogra39, perceptual);
    expect([cmyk.channelsIn, cmyk.channelsOut]).toEqual([3, 4]);
    const out = cmyk.apply(Uint8Array.from([255, 255, 255, 0, 0, 0]));
    expect([...out.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    const ink = [...out.subarray(4, 8)].reduce((sum, value) => sum + value, 0) / 2.55;
    expect(ink).toBeGreaterThan(250);
    expect(ink).toBeLessThanOrEqual(301);
  });

  it('converts more pixels than one call into LittleCMS takes, in order', async () => {
    const cmyk = await colourTransform(srgb, fogra39, perceptual);
    const count = (1 << 20) + 3;
    const pixels = new Uint8Array(count * 3).fill(255);
    pixels.set([0, 0, 0], (count - 1) * 3);
    const out = cmyk.apply(pixels);
    expect(out.length).toBe(count * 4);
    expect(out[(count - 2) * 4 + 3]).toBe(0);
    expect(out[(count - 1) * 4 + 3]).toBeGreaterThan(200);
  });

  it('maps by the intent asked for: perceptual and relative differ on a saturated colour', async () => {
    const green = Uint8Array.from([0, 255, 0]);
    const byIntent = await Promise.all(
      (['perceptual', 'relative'] as const).map(async (intent) => [
        ...(await colourTransform(srgb, fogra39, { intent, blackPointCompensation: true })).apply(green),
      ]),
    );
    expect(byIntent[0]).not.toEqual(byIntent[1]);
  });

  it('refuses bytes that are no ICC profile', async () => {
    await expect(colourTransform(Buffer.from('not a profile'), srgb, perceptual)).rejects.toThrow(/ICC profile/);
  });
});
