/** A filter's value for the call; an empty one is left out of the query. */
export const given = (value: string): string | undefined => value || undefined;

/** A filter's value when it is one of `values`; else left out, so a stale or hand-edited address lists all instead of failing. */
export function oneOf<V extends string>(values: readonly V[], value: string): V | undefined {
  return (values as readonly string[]).includes(value) ? (value as V) : undefined;
}
