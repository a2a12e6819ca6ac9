import { useEffect, useState } from 'react';

const loaded = new Map<string, HTMLImageElement>();

/** The browser images for several URLs (a collage's proxies), each null until it has loaded. */
export function useHtmlImages(srcs: readonly string[]): (HTMLImageElement | null)[] {
  const [, setLoads] = useState(0);
  const key = srcs.join('\n');
  useEffect(() => {
    const controller = new AbortController();
    for (const src of key.split('\n')) {
      if (!src || loaded.has(src)) continue;
      const element = new window.Image();
      element.crossOrigin = 'anonymous';
      element.decoding = 'async';
      const onLoad = () => {
        loaded.set(src, element);
        setLoads((n) => n + 1);
      };
      element.addEventListener('load', onLoad, { signal: controller.signal });
      element.addEventListener('error', () => console.error('[configurator] image failed to load', src), { signal: controller.signal });
      element.src = src;
    }
    return () => controller.abort();
  }, [key]);
  return srcs.map((src) => loaded.get(src) ?? null);
}
