import { useEffect, useState } from 'react';

/** The browser image for a URL, once it has loaded (Konva draws HTMLImageElements). */
export function useHtmlImage(src: string | undefined): HTMLImageElement | null {
  const [image, setImage] = useState<{ src: string; element: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!src) return;
    const element = new window.Image();
    const loaded = () => setImage({ src, element });
    const failed = () => console.error('[configurator] image failed to load', src);
    element.crossOrigin = 'anonymous';
    element.decoding = 'async';
    element.addEventListener('load', loaded);
    element.addEventListener('error', failed);
    element.src = src;
    return () => {
      element.removeEventListener('load', loaded);
      element.removeEventListener('error', failed);
    };
  }, [src]);
  return image && image.src === src ? image.element : null;
}
