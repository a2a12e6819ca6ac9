import { useState } from 'react';
import type { z } from 'zod/mini';
import type { Endpoint, PartSchema } from '../../../../../shared/api/endpoint';
import type { Resource } from '../../../../lib/use-resource';
import { adminApi } from '../../admin-api';
import { useAdminResource } from '../../use-admin-resource';
import { type ListSearch, useListSearch } from './use-list-search';

/** A list's call: a query, no path parameters, no body. */
type ListEndpoint = Endpoint<undefined, z.ZodMiniType, undefined>;
type Query<E extends ListEndpoint> = z.input<PartSchema<E['query']>>;
type Data<E extends ListEndpoint> = z.output<E['response']>;

interface Options<E extends ListEndpoint, N extends string, Row> {
  endpoint: E;
  /** The filters' names: the address's search parameters and the filter form's fields. */
  filters: readonly N[];
  /** The call's query for the filters as the address has them; a value the call would refuse is left out. */
  toQuery: (filters: Record<N, string>) => Omit<Query<E>, 'before' | 'limit'>;
  rowsOf: (data: Data<E>) => readonly Row[];
  /** Rows a page, for a list paged by `before` (an id); without, the call answers the whole list. */
  pageSize?: number;
  /** Where the answer names the next page's `before`; else a full page goes on below its last row. */
  nextBefore?: (data: Data<E>) => number | null;
}

/** A full page may have more below it, from its last row on; a shorter one is the last. */
const belowFullPage = (rows: readonly { id: number }[], pageSize: number) => (rows.length === pageSize ? (rows.at(-1)?.id ?? null) : null);

export interface AdminListState<N extends string, Row, D = unknown> extends ListSearch<N> {
  resource: Resource<D>;
  /** The loaded page's rows; none while it loads. */
  rows: readonly Row[];
  /** The next (older) page's `before`; null on the last page or a list that is not paged. */
  older: number | null;
  reload: () => void;
}

/**
 * A back office list: its filters and page in the address, its rows loaded for them, and the page
 * below (`older`, null on the last). `reload` loads it again after a change made on the screen.
 */
export function useAdminList<E extends ListEndpoint, const N extends string, Row extends { id: number }>({
  endpoint,
  filters: names,
  toQuery,
  rowsOf,
  pageSize,
  nextBefore,
}: Options<E, N, Row>): AdminListState<N, Row, Data<E>> {
  const search = useListSearch(names);
  const { filters, before, key } = search;
  const [version, setVersion] = useState(0);
  const query = { ...toQuery(filters), ...(pageSize ? { limit: pageSize } : {}), ...(before !== null ? { before } : {}) };
  const resource = useAdminResource(() => adminApi(endpoint as ListEndpoint, { query }) as Promise<Data<E>>, [key, version]);
  const rows = resource.status === 'ready' ? rowsOf(resource.data) : [];
  const older = resource.status !== 'ready' || !pageSize ? null : nextBefore ? nextBefore(resource.data) : belowFullPage(rows, pageSize);
  return { ...search, resource, rows, older, reload: () => setVersion((v) => v + 1) };
}
