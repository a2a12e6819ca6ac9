import type { ReactNode } from 'react';
import type { Resource } from '../lib/use-resource';
import { LoadState } from './load-state';
import './list-results.css';

interface Props<T> {
  resource: Resource<T>;
  /** How many rows the loaded data shows. */
  sizeOf: (data: T) => number;
  /** What stands where there is nothing to show. */
  empty: string;
  /** The count above the rows, where the list shows one. */
  count?: (size: number) => string;
  children: (data: T) => ReactNode;
}

/** A read-only list's loading and failure, its empty state, its count and its rows, in that order of precedence. */
export function ListResults<T>({ resource, sizeOf, empty, count, children }: Props<T>) {
  if (resource.status !== 'ready') return <LoadState resource={resource} />;
  const size = sizeOf(resource.data);
  if (size === 0) return <p role="status">{empty}</p>;
  return (
    <>
      {count && (
        <p role="status" className="list-count">
          {count(size)}
        </p>
      )}
      {children(resource.data)}
    </>
  );
}
