/*
 * Requests the first page needs are started by main.tsx before React renders (in parallel with the
 * catalogue chunk); the component that needs one takes the promise instead of fetching again.
 * Each primed promise is used once, so later visits fetch fresh data.
 */
const primed = new Map<string, Promise<unknown>>();

export function prime(key: string, load: () => Promise<unknown>): void {
  const promise = load();
  promise.catch(() => undefined); // the taker handles the error; never an unhandled rejection
  primed.set(key, promise);
}

export function takePrimed<T>(key: string, load: () => Promise<T>): Promise<T> {
  const promise = primed.get(key) as Promise<T> | undefined;
  primed.delete(key);
  return promise ?? load();
}
