import { describe, expect, it } from 'vitest';
import { ciede2000, srgbToLab } from '../../../shared/domain/preview/colour-difference';
import { IN_GAMUT_FROM, sampleSoftProof } from '../../../shared/domain/preview/soft-proof-table';
import { renderingIntents } from '../../../shared/domain/product/product-schema';
import { printColour } from '../production/colour/print-colour';
import { softProof, softProofTable } from './soft-proof';

/** The same 10 000 colours on every run (a 32-bit xorshift from a fixed seed). */
function randomColours(count: number): Uint8Array {
  let seed = 0x9e3779b9;
  const colours = new Uint8Array(count * 3);
  for (let i = 0; i < colours.length; i += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    colours[i] = (seed >>> 0) & 255;
  }
  return colours;
}

const lab = (c: ArrayLike<number>, at = 0) => srgbToLab(Math.round(c[at]!), Math.round(c[at + 1]!), Math.round(c[at + 2]!));

describe('the soft proof lookup table against LittleCMS', () => {
  const colours = randomColours(10_000);

  for (const outputCondition of ['fogra39', 'srgb'] as const)
    for (const renderingIntent of renderingIntents)
      it(`${outputCondition}, ${renderingIntent}: mean ΔE00 ≤ 1, max ≤ 3 over 10 000 random colours`, async () => {
        const condition = printColour({ outputCondition, renderingIntent });
        const [table, direct] = await Promise.all([softProofTable(condition), softProof(condition).then((proof) => proof.apply(colours))]);
        let sum = 0;
        let max = 0;
        let gamutAgrees = 0;
        for (let i = 0; i < 10_000; i += 1) {
          const sampled = sampleSoftProof(table, colours[i * 3]!, colours[i * 3 + 1]!, colours[i * 3 + 2]!);
          const difference = ciede2000(lab(sampled), lab(direct, i * 4));
          sum += difference;
          max = Math.max(max, difference);
          if (sampled[3] >= IN_GAMUT_FROM === (direct[i * 4 + 3] === 255)) gamutAgrees += 1;
        }
        const mean = sum / 10_000;
        console.log(
          `soft proof ${outputCondition} ${renderingIntent}: mean ΔE00 ${mean.toFixed(3)}, max ${max.toFixed(3)}, gamut flag agrees ${gamutAgrees / 100} %`,
        );
        expect(mean).toBeLessThanOrEqual(1);
        expect(max).toBeLessThanOrEqual(3);
      });
});

describe('the soft proof', () => {
  const pure = Uint8Array.from([0, 255, 0, 0, 0, 255, 200, 150, 120]);

  it('marks pure sRGB green and blue out of FOGRA39’s gamut and a skin tone inside', async () => {
    const proof = await softProof(printColour({ outputCondition: 'fogra39', renderingIntent: 'perceptual' }));
    const out = proof.apply(pure);
    expect([out[3], out[7], out[11]]).toEqual([0, 0, 255]);
  });

  it('shows FOGRA39’s paper white (a little darker than the screen’s) for white', async () => {
    const proof = await softProof(printColour({ outputCondition: 'fogra39', renderingIntent: 'perceptual' }));
    const white = proof.apply(Uint8Array.from([255, 255, 255]));
    expect(Math.max(...white.subarray(0, 3))).toBeLessThan(250);
  });

  it('is the identity, all in gamut, for an sRGB printer', async () => {
    const proof = await softProof(printColour({ outputCondition: 'srgb', renderingIntent: 'perceptual' }));
    const out = proof.apply(pure);
    for (let i = 0; i < 3; i += 1) {
      for (let c = 0; c < 3; c += 1) expect(Math.abs(out[i * 4 + c]! - pure[i * 3 + c]!)).toBeLessThanOrEqual(1);
      expect(out[i * 4 + 3]).toBe(255);
    }
  });
});
