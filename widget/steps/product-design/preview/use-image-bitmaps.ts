import { useEffect, useState } from 'react';

const decoded = new Map<string, ImageBitmap>();
const loading = new Set<string>();
/** The mounted views waiting for an image, told when one is there. */
const waiting = new Set<() => void>();

function load(src: string) {
  loading.add(src);
  fetch(src)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.blob();
    })
    .then((blob) => createImageBitmap(blob))
    .then(
      (bitmap) => {
        decoded.set(src, bitmap);
        for (const wake of waiting) wake();
      },
      (error: unknown) => console.error('[configurator] image failed to load', src, error),
    )
    .finally(() => loading.delete(src));
}

/**
 * The decoded images for several URLs (a collage's proxies), each null until it is there. They are
 * fetched and decoded off the main thread (createImageBitmap of the file): an <img> decodes a
 * 2048 px proxy on the frame that first draws it (and again after the browser dropped its pixels),
 * a spike of a tenth of a second on a phone.
 */
export function useImageBitmaps(srcs: readonly string[]): (ImageBitmap | null)[] {
  const [, setLoads] = useState(0);
  const key = srcs.join('\n');
  useEffect(() => {
    const wake = () => setLoads((n) => n + 1);
    waiting.add(wake);
    for (const src of key.split('\n')) if (src && !decoded.has(src) && !loading.has(src)) load(src);
    return () => {
      waiting.delete(wake);
    };
  }, [key]);
  return srcs.map((src) => decoded.get(src) ?? null);
}
