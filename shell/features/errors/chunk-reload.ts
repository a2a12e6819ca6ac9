/*
 * Spec section 8: when a script chunk fails to load (usually a deploy replaced the hashed files),
 * reload the page to get the new index.html, but at most once per 60 s so a broken deploy or an
 * offline visitor cannot end up in a reload loop. The last reload time lives in sessionStorage.
 */

export const CHUNK_RELOAD_KEY = 'shell:chunk-reload-at';
const CHUNK_RELOAD_GUARD_MS = 60_000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkErrorPatterns.some((pattern) => pattern.test(`${error.name}: ${error.message}`));
}

/** True (and the time recorded) when a reload is allowed now; false within 60 s of the last one. */
export function claimChunkReload(storage: KeyValueStore, now: number): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // storage blocked (privacy mode): fall through and allow, the guard then cannot persist
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // without storage a reload could loop, so refuse it
    return false;
  }
  return true;
}

/**
 * Reloads the page for a chunk error if the guard allows; returns whether it did. Only a browser
 * loads chunks, so any other error returns before the window is touched (a server render has none).
 */
export function reloadForChunkError(error: unknown, win?: Pick<Window, 'sessionStorage' | 'location'>): boolean {
  if (!isChunkLoadError(error)) return false;
  const target = win ?? window;
  if (!claimChunkReload(target.sessionStorage, Date.now())) return false;
  target.location.reload();
  return true;
}
