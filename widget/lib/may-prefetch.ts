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
