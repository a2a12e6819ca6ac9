import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type PixelCrop, RENDITION_SIZES } from '../../../shared/api/images';

/**
 * Image URLs: /images/{descriptor}.{signature}/{filename}.jpg
 * - descriptor: base64url of compact JSON {i: image id, s: long edge, c?: [x, y, width, height]}
 * - signature: HMAC-SHA256 over "descriptor/filename" with the server's secret, first 128 bits, base64url
 * The format is picked per request from Accept (Vary: Accept); the '.jpg' names the fallback.
 * Only the server mints these, so a URL is a capability to one rendition, cacheable forever.
 */
const IMAGE_PATH_PREFIX = '/images/';

export const Descriptor = z
  .object({
    i: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    s: z.literal(RENDITION_SIZES),
    c: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().positive(), z.number().int().positive()]).optional(),
  })
  .strict();
export type Descriptor = z.infer<typeof Descriptor>;

const SIGNATURE_BYTES = 16;
const FILENAME = /^[a-z0-9][a-z0-9-]{0,79}\.jpg$/;

export interface ImageUrlSigner {
  url(descriptor: Descriptor, name: string): string;
  /** The verified descriptor, 'forbidden' when the signature does not match, 'invalid' when it matches but the content is not a rendition. */
  verify(token: string, filename: string): Descriptor | 'forbidden' | 'invalid';
}

/** 'My Photo (1).HEIC' -> 'my-photo-1.jpg': readable, safe in a path, never trusted for anything. */
export function fileNameOf(name: string): string {
  const stem = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${stem || 'image'}.jpg`;
}

export function cropTuple(crop: PixelCrop | undefined): Descriptor['c'] {
  return crop ? [crop.x, crop.y, crop.width, crop.height] : undefined;
}

export function createImageUrlSigner(secret: Buffer): ImageUrlSigner {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  return {
    url(descriptor, name) {
      const encoded = Buffer.from(JSON.stringify(Descriptor.parse(descriptor))).toString('base64url');
      const filename = fileNameOf(name);
      return `${IMAGE_PATH_PREFIX}${encoded}.${sign(`${encoded}/${filename}`).toString('base64url')}/${filename}`;
    },
    verify(token, filename) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return 'forbidden';
      const encoded = token.slice(0, dot);
      // Compared as text, not as decoded bytes: base64url's last character carries unused bits, so two
      // spellings decode alike, and any changed character of the URL must still be refused.
      const given = Buffer.from(token.slice(dot + 1), 'utf8');
      const expected = Buffer.from(sign(`${encoded}/${filename}`).toString('base64url'), 'utf8');
      // Constant-time compare; a length mismatch is a mismatch too (timingSafeEqual needs equal lengths).
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forbidden';
      if (!FILENAME.test(filename)) return 'invalid';
      try {
        const parsed = Descriptor.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : 'invalid';
      } catch {
        return 'invalid';
      }
    },
  };
}
