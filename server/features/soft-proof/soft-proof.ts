import { ciede2000, srgbToLab } from '../../../shared/domain/preview/colour-difference';
import { softProofGrid } from '../../../shared/domain/preview/soft-proof-table';
import { colourTransform } from '../production/colour/colour-transform';
import { shippedProfile } from '../production/colour/icc-profiles';
import type { PrintColour } from '../production/colour/print-colour';

/*
 * The soft proof of sRGB colours, by LittleCMS with the print file's profile, intent and black point
 * compensation (printColour, the one place that says them):
 * - what the screen shows: sRGB → the printing condition (the product's intent, black point
 *   compensation) → sRGB by the absolute colorimetric intent, so the paper's own white shows
 *   (FOGRA39's coated paper a little darker and bluer than the screen's white). That is what the
 *   ICC defines the absolute intent for; relative plus a paper tint would redo it by hand, less exactly.
 * - whether the condition can print it: sRGB → condition → sRGB, both relative colorimetric with
 *   black point compensation (which leaves the colours inside the gamut alone, unlike perceptual's
 *   compression of all colours), within ΔE00 3 of where it started. Colours inside come back within
 *   about 1.2 (8-bit CMYK steps, the black point), and 3 is a difference one sees side by side: what
 *   lies beyond is a colour the material shows noticeably otherwise, not rounding.
 */

/** Round-trip ΔE00 above which a colour is outside the condition's gamut (see above). */
const OUT_OF_GAMUT_DELTA_E = 3;

export interface SoftProof {
  /** RGB8 pixels to RGBA8: the proof's colour, A 255 inside the gamut and 0 outside. */
  apply(rgb: Uint8Array): Uint8Array;
}

/** What the proof takes of a product's print colours. */
type ProofColour = Pick<PrintColour, 'output' | 'intent' | 'blackPointCompensation'>;

export async function softProof({ output: profile, intent, blackPointCompensation }: ProofColour): Promise<SoftProof> {
  const srgb = shippedProfile('sRGB.icc');
  const output = shippedProfile(profile);
  const [toPrint, toScreen, toGamut, fromGamut] = await Promise.all([
    colourTransform(srgb, output, { intent, blackPointCompensation }),
    colourTransform(output, srgb, { intent: 'absolute', blackPointCompensation: false }),
    colourTransform(srgb, output, { intent: 'relative', blackPointCompensation: true }),
    colourTransform(output, srgb, { intent: 'relative', blackPointCompensation: true }),
  ]);
  return {
    apply(rgb) {
      const shown = toScreen.apply(toPrint.apply(rgb));
      const back = fromGamut.apply(toGamut.apply(rgb));
      const count = Math.floor(rgb.length / 3);
      const out = new Uint8Array(count * 4);
      for (let i = 0; i < count; i += 1) {
        const p = i * 3;
        out.set(shown.subarray(p, p + 3), i * 4);
        const moved = ciede2000(srgbToLab(rgb[p]!, rgb[p + 1]!, rgb[p + 2]!), srgbToLab(back[p]!, back[p + 1]!, back[p + 2]!));
        out[i * 4 + 3] = moved <= OUT_OF_GAMUT_DELTA_E ? 255 : 0;
      }
      return out;
    },
  };
}

const tables = new Map<string, Promise<Uint8Array>>();

/** The lookup table of a condition (shared/domain/preview/soft-proof-table.ts), made once per condition and intent. */
export function softProofTable(condition: ProofColour): Promise<Uint8Array> {
  const key = `${condition.output} ${condition.intent} ${condition.blackPointCompensation}`;
  let table = tables.get(key);
  if (!table) {
    table = softProof(condition).then((proof) => proof.apply(softProofGrid()));
    tables.set(key, table);
    table.catch(() => tables.delete(key));
  }
  return table;
}
