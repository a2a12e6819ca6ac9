import type { Attribute, AttributeOption, Configuration, ConfigurationValue, OptionModifications, Product } from '../product/product-schema';
import type { CheckError } from '../check/check-errors';
import { customSizeName, type ChosenOption, type InstructionConfiguration } from './chosen-option';

/*
 * Turns a configuration (attribute id -> option id or custom size) into the chosen options of the
 * product, in attribute order, with the errors of spec section 5. Nothing here reads the clock or
 * changes its input.
 *
 * Rules beyond domain.md (decided here):
 * - an attribute of the product that the configuration leaves out takes the product's default
 *   option, so an older instruction still prices as it would be produced; without a default it is
 *   skipped;
 * - an invalid entry contributes nothing (no modifications, no detail line), only its error.
 */

export interface Choice {
  readonly attribute: Attribute;
  readonly chosen: ChosenOption;
  /** The catalogue option, null for a custom size. */
  readonly option: AttributeOption | null;
  readonly modifications: OptionModifications;
}

/** How the size was chosen: the format-selection discount applies to 'catalogue' only. */
export type SizeChoice = 'catalogue' | 'custom' | 'none';

export interface ResolvedConfiguration {
  readonly choices: readonly Choice[];
  readonly configuration: InstructionConfiguration;
  readonly sizeChoice: SizeChoice;
  readonly errors: readonly CheckError[];
}

function isValidCustomSize(value: { width: unknown; height: unknown }): boolean {
  const { width, height } = value;
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height);
}

function resolveValue(attribute: Attribute, value: ConfigurationValue): Choice | CheckError {
  if (typeof value === 'string') {
    const option = attribute.options.find((candidate) => candidate.id === value);
    if (option === undefined) return { code: 'invalid attribute option', attributeId: attribute.id, optionId: value };
    return {
      attribute,
      option,
      chosen: { custom: false, id: option.id, name: option.name },
      modifications: option.modifications,
    };
  }
  if (typeof value !== 'object' || value === null || !attribute.allowCustomSize || !isValidCustomSize(value)) {
    return { code: 'invalid attribute option', attributeId: attribute.id, optionId: null };
  }
  const { width, height } = value;
  return {
    attribute,
    option: null,
    chosen: { custom: true, width, height, name: customSizeName(width, height) },
    modifications: { width, height },
  };
}

function valueFor(product: Product, configuration: Configuration, attributeId: string): ConfigurationValue | undefined {
  if (Object.hasOwn(configuration, attributeId)) return configuration[attributeId];
  if (Object.hasOwn(product.defaultConfiguration, attributeId)) return product.defaultConfiguration[attributeId];
  return undefined;
}

export function resolveConfiguration(product: Product, configuration: Configuration): ResolvedConfiguration {
  const errors: CheckError[] = [];
  for (const attributeId of Object.keys(configuration)) {
    if (!product.attributes.some((attribute) => attribute.id === attributeId)) {
      errors.push({ code: 'invalid attribute configured', attributeId });
    }
  }

  const choices: Choice[] = [];
  // Entries, not assignments: an attribute id such as '__proto__' must stay an own property.
  const described: Array<[string, ChosenOption]> = [];
  let sizeChoice: SizeChoice = 'none';
  for (const attribute of product.attributes) {
    const value = valueFor(product, configuration, attribute.id);
    if (value === undefined) continue;
    const outcome = resolveValue(attribute, value);
    if ('code' in outcome) {
      errors.push(outcome);
      continue;
    }
    choices.push(outcome);
    described.push([attribute.id, outcome.chosen]);
    if (attribute.type === 'size' && sizeChoice !== 'custom') {
      sizeChoice = outcome.chosen.custom ? 'custom' : 'catalogue';
    }
  }
  return { choices, configuration: Object.fromEntries(described), sizeChoice, errors };
}
