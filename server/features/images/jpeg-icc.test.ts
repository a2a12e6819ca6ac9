import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shippedProfile } from '../production/colour/icc-profiles';
import { embedIccInJpeg } from './jpeg-icc';
import { twoColourImage } from './test-images';

/** The JPEG's decoded codes, not converted by a profile. */
const codes = (image: Buffer) => sharp(image, { ignoreIcc: true }).raw().toBuffer();

describe('embedIccInJpeg', () => {
  it('tags the JPEG with the profile as it is and leaves its pixels alone', async () => {
    const jpeg = await (await twoColourImage(32, 16)).jpeg().toBuffer();
    const tagged = embedIccInJpeg(jpeg, shippedProfile('DisplayP3.icc'));
    expect((await sharp(tagged).metadata()).icc?.equals(shippedProfile('DisplayP3.icc'))).toBe(true);
    expect((await codes(tagged)).equals(await codes(jpeg))).toBe(true);
  });

  it('splits a profile larger than one segment into numbered segments that readers join again', async () => {
    // A profile's bytes are opaque to the JPEG reader: random bytes show the join is exact.
    const large = randomBytes(150_000);
    const tagged = embedIccInJpeg(await (await twoColourImage(8, 8)).jpeg().toBuffer(), large);
    expect((await sharp(tagged).metadata()).icc?.equals(large)).toBe(true);
  });

  it('refuses bytes that are no JPEG', () => {
    expect(() => embedIccInJpeg(Buffer.from('not a jpeg'), shippedProfile('sRGB.icc'))).toThrow('not a JPEG');
  });
});
