/*
 * Spec section 2: no link prefetch on 2g connections or with data-saver on. Browsers without the
 * Network Information API (Safari, Firefox) are treated as allowed.
 */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function canPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
