import { useSearchParams } from 'react-router';

/** The address's query of these values: empty ones left out, so a cleared filter leaves no `name=` behind. */
const queryOf = (values: Record<string, string>) => `?${new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''))}`;

export interface ListSearch<N extends string> {
  filters: Record<N, string>;
  /** The page shown starts below this id; null on the newest page. */
  before: number | null;
  /** Changes with the address's query: what the list loads for. */
  key: string;
  apply: (filters: Record<N, string>) => void;
  filterLink: (filters: Partial<Record<N, string>>) => string;
  pageLink: (before: number | null) => string;
}

/**
 * A back office list's filters and page in the address (so a list can be linked and goes back as it
 * was): the filter values by name, the page (`before`: the id the page starts below), `key` to load
 * again on a change, `apply` for new filters (from the first page), `filterLink` for a link to other
 * filters (from the first page) and `pageLink` for the paging.
 */
export function useListSearch<const N extends string>(names: readonly N[]): ListSearch<N> {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, search.get(name) ?? ''])) as Record<N, string>;
  const page = Number(search.get('before'));
  const before = Number.isSafeInteger(page) && page > 0 ? page : null;
  const apply = (next: Record<N, string>) => setSearch(queryOf(next));
  const filterLink = (next: Partial<Record<N, string>>) => queryOf({ ...filters, ...next });
  const pageLink = (nextBefore: number | null) => {
    const params = new URLSearchParams(search);
    if (nextBefore === null) params.delete('before');
    else params.set('before', String(nextBefore));
    return `?${params}`;
  };
  return { filters, before, key: search.toString(), apply, filterLink, pageLink };
}
