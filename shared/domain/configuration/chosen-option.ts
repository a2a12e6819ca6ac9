import type { Configuration, ConfigurationValue } from '../product/product-schema';

/*
 * What the instruction keeps per attribute id (spec section 3: "the chosen option, which has a
 * name"). A catalogue option keeps its id and name; a custom size keeps its width and height in cm
 * (the same fields as the CustomSize input) and a generated name. `toConfiguration` turns it back
 * into the checker's input, so a stored instruction can be checked again.
 */
export type ChosenOption =
  | { readonly custom: false; readonly id: string; readonly name: string }
  | { readonly custom: true; readonly width: number; readonly height: number; readonly name: string };

/** Attribute id -> chosen option, in the product's attribute order. */
export type InstructionConfiguration = Readonly<Record<string, ChosenOption>>;

/** The name of a custom size, e.g. '50 x 40 cm'. The UI may word it anew per language. */
export function customSizeName(width: number, height: number): string {
  return `${width} x ${height} cm`;
}

export function toConfigurationValue(chosen: ChosenOption): ConfigurationValue {
  return chosen.custom ? { custom: true, width: chosen.width, height: chosen.height } : chosen.id;
}

export function toConfiguration(configuration: InstructionConfiguration): Configuration {
  // Object.fromEntries keeps an id such as '__proto__' an own property.
  return Object.fromEntries(Object.entries(configuration).map(([attributeId, chosen]) => [attributeId, toConfigurationValue(chosen)]));
}

/** Describes a raw value without a product (names fall back to the option id). Never throws. */
export function describeRaw(configuration: Configuration): InstructionConfiguration {
  const result: Array<[string, ChosenOption]> = [];
  for (const [attributeId, value] of Object.entries(configuration)) {
    if (typeof value === 'string') {
      result.push([attributeId, { custom: false, id: value, name: value }]);
    } else if (typeof value === 'object' && value !== null) {
      const { width, height } = value;
      result.push([attributeId, { custom: true, width, height, name: customSizeName(width, height) }]);
    }
  }
  return Object.fromEntries(result);
}
