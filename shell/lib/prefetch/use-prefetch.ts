import { useEffect, useRef } from 'react';
import { prefetchHref } from './prefetch';

/** Prefetch handlers for a link: on hover or focus, and once when it scrolls into view. */
export function usePrefetch<T extends HTMLElement>(href: string | null, isProduct = false) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || href === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        // Wait until the browser is idle: the page's own requests come first.
        const run = () => prefetchHref(href, isProduct);
        if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
        else setTimeout(run, 1500);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, isProduct]);
  const warm = () => href !== null && prefetchHref(href, isProduct);
  return { ref, onMouseEnter: warm, onFocus: warm };
}
