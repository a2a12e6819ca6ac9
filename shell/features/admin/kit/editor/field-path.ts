/** Where a field sits in an edited document: keys and list indexes, as the shared checks name it. */
export type FieldPath = readonly (string | number)[];

/** Field path -> messages, keyed as the server names them ('pricing.baseCosts', 'name.fr'). */
export type PathErrors = Record<string, string[]>;

export const pathKey = (path: FieldPath) => path.join('.');
/** The path a key names again (list indexes as numbers). */
export const pathOf = (key: string): FieldPath => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The checks' findings as messages per field path, in the order found. */
export function messagesByPath<I extends { path: FieldPath }>(issues: readonly I[], text: (issue: I) => string): PathErrors {
  const found: PathErrors = {};
  for (const issue of issues) (found[pathKey(issue.path)] ??= []).push(text(issue));
  return found;
}
