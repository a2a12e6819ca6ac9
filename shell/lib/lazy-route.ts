import { lazy, type ComponentType } from 'react';
import { trackLoading } from './loading-tracker';

/** A lazily loaded route component whose chunk download drives the page-loading bar. */
export function lazyRoute<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => trackLoading(load()).then((module) => ({ default: pick(module) })));
}
