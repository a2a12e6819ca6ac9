import { useEffect, useRef } from 'react';
import { afterQuiet } from './after-quiet';
import { prefetchHref } from './prefetch';

/** Prefetch handlers for a link: on hover or focus, and once when it scrolls into view (after the page has been quiet). */
export function usePrefetch<T extends HTMLElement>(href: string | null, isProduct = false) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || href === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        // After the page's own start and work (after-quiet.ts).
        afterQuiet(() => prefetchHref(href, isProduct));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, isProduct]);
  const warm = () => href !== null && prefetchHref(href, isProduct);
  return { ref, onMouseEnter: warm, onFocus: warm };
}
