import type { Choice } from '../configuration/resolve-configuration';

/** One line of the customer's / admin's summary: attribute title and chosen option name. */
export interface Detail {
  readonly property: string;
  readonly value: string;
}

/** In attribute order; invalid entries have no line. customerDetails and adminDetails are alike. */
export function details(choices: readonly Choice[]): Detail[] {
  return choices.map(({ attribute, chosen }) => ({ property: attribute.title, value: chosen.name }));
}
