import { describe, expect, it } from 'vitest';
import { IN_GAMUT_FROM, SOFT_PROOF_BYTES, applySoftProof, sampleSoftProof, softProofGrid } from './soft-proof-table';

/** The table of a condition that changes nothing and prints everything: the grid itself, A 255. */
function identityTable(): Uint8Array {
  const grid = softProofGrid();
  const table = new Uint8Array(SOFT_PROOF_BYTES).fill(255);
  for (let i = 0; i < grid.length / 3; i += 1) table.set(grid.subarray(i * 3, i * 3 + 3), i * 4);
  return table;
}

describe('sampleSoftProof', () => {
  it('gives back any colour through an identity table, within rounding of the grid', () => {
    const table = identityTable();
    const colours: [number, number, number][] = [
      [0, 0, 0],
      [255, 255, 255],
      [13, 200, 77],
      [128, 64, 250],
    ];
    for (const colour of colours) {
      const [r, g, b, a] = sampleSoftProof(table, ...colour);
      for (const [i, value] of [r, g, b].entries()) expect(Math.abs(value - colour[i]!)).toBeLessThan(0.5);
      expect(a).toBe(255);
    }
  });

  it('interpolates between grid points: halfway between two is their mean', () => {
    const table = identityTable();
    table[3] = 0; // black is out of gamut
    const halfway = 255 / 32 / 2;
    expect(sampleSoftProof(table, halfway, 0, 0)[3]).toBeCloseTo(127.5);
    expect(sampleSoftProof(table, 0, 0, 0)[3]).toBeLessThan(IN_GAMUT_FROM);
  });
});

/** A 6 × 6 picture of pure green, RGBA. */
const green = () => Uint8ClampedArray.from({ length: 6 * 6 * 4 }, (_, i) => [0, 255, 0, 255][i % 4]!);

describe('applySoftProof', () => {
  it('hatches out-of-gamut colours magenta in diagonal stripes only with the gamut warning', () => {
    const table = identityTable();
    table[32 * 33 * 4 + 3] = 0; // pure green is out of gamut
    const plain = green();
    applySoftProof(plain, 6, table, false);
    expect(new Set(plain)).toEqual(new Set([0, 255]));
    expect(plain[0]).toBe(0);
    const hatched = green();
    applySoftProof(hatched, 6, table, true, 3);
    // Pixel (0, 0) lies on a stripe, (3, 0) between two.
    expect([...hatched.subarray(0, 3)]).toEqual([255, 0, 255]);
    expect([...hatched.subarray(12, 15)]).toEqual([0, 255, 0]);
  });
});
