import { describe, expect, it } from 'vitest';
import { createImageUrlSigner, fileNameOf } from './image-urls';
import { sniffFormat } from './sniff-format';
import { createSemaphore } from './semaphore';

const signer = createImageUrlSigner(Buffer.from('k'.repeat(32)));

describe('image URLs', () => {
  it('round-trips a descriptor and refuses another key or a changed name', () => {
    const url = signer.url({ i: 'abc', s: 800, c: [1, 2, 3, 4] }, 'Été à Genève.HEIC');
    const [, , token, filename] = url.split('/');
    expect(filename).toBe('ete-a-geneve.jpg');
    expect(signer.verify(token!, filename!)).toEqual({ i: 'abc', s: 800, c: [1, 2, 3, 4] });
    expect(createImageUrlSigner(Buffer.from('x'.repeat(32))).verify(token!, filename!)).toBe('forbidden');
    expect(signer.verify(token!, 'other.jpg')).toBe('forbidden');
    expect(() => signer.url({ i: 'abc', s: 300 as 400 }, 'x')).toThrow(/Invalid|expected/i);
  });

  it('names files safely', () => {
    expect(fileNameOf('../../etc/passwd')).toBe('etc-passwd.jpg');
    expect(fileNameOf('.jpg')).toBe('image.jpg');
  });
});

describe('sniffFormat', () => {
  it('reads magic numbers only', () => {
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffFormat(Buffer.from('MM\0*', 'latin1'))).toBe('tiff');
    const ftyp = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
    expect(sniffFormat(ftyp)).toBe('heif');
    expect(sniffFormat(Buffer.from('\0\0\0\x14ftypisom\0\0\0\0mp41', 'latin1'))).toBeNull();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});

describe('createSemaphore', () => {
  it('runs at most `limit` jobs at once', async () => {
    const jobs = createSemaphore(2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        jobs.run(async () => {
          peak = Math.max(peak, ++running);
          await new Promise((r) => setTimeout(r, 5));
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});
