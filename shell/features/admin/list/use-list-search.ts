import { useSearchParams } from 'react-router';

/**
 * A back office list's filters and page in the address (so a list can be linked and goes back as it
 * was): the filter values by name, the page (`before`: the id the page starts below), `key` to load
 * again on a change, `apply` for new filters (from the first page) and `pageLink` for the paging.
 */
export function useListSearch<const N extends string>(names: readonly N[]) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, search.get(name) ?? ''])) as Record<N, string>;
  const page = Number(search.get('before'));
  const before = Number.isSafeInteger(page) && page > 0 ? page : null;
  const apply = (next: Record<N, string>) => setSearch(new URLSearchParams(Object.entries<string>(next).filter(([, value]) => value !== '')));
  const pageLink = (nextBefore: number | null) => {
    const params = new URLSearchParams(search);
    if (nextBefore === null) params.delete('before');
    else params.set('before', String(nextBefore));
    return `?${params}`;
  };
  return { filters, before, key: search.toString(), apply, pageLink };
}
