import { useSyncExternalStore } from 'react';

/*
 * What the page-loading bar watches: route chunks and page data register their promises here while
 * they load (a tiny external store, so the bar needs no router data APIs).
 */

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const done = () => {
    pending -= 1;
    notify();
  };
  promise.then(done, done);
  return promise;
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
