interface Connection {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether to load ahead what the shopper may need next: not with data-saver on nor on a 2g
 * connection (spec section 2, as the shop's link prefetch). Browsers without the Network
 * Information API (Safari, Firefox) may.
 */
export function mayPrefetch(connection = (navigator as Navigator & { connection?: Connection }).connection): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !(connection.effectiveType ?? '').includes('2g');
}

/** Loads ahead once the browser is idle (within 3 s), where mayPrefetch allows; answers how to call it off. */
export function prefetchWhenIdle(load: () => void): () => void {
  if (!mayPrefetch()) return () => undefined;
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(load, { timeout: 3000 });
  return () => window.cancelIdleCallback(id);
}
