import type { Configuration, PrintArea, Product } from '../product/product-schema';
import type { InstructionConfiguration } from '../configuration/chosen-option';
import { billOfMaterials, type BomLine } from '../bom/bom';
import { details, type Detail } from '../details/details';
import type { AreaMeasures } from '../print-area/measures';
import type { Price } from '../pricing/price';
import { productionTime } from '../production-time/production-time';
import { shippingQuotes, type ShippingQuote } from '../shipping/shipping';
import type { CheckError } from './check-errors';
import { evaluate } from './evaluate';

/*
 * The shared configuration checker (spec sections 4 and 5, domain.md "Configuration check").
 * Data in, data out: reads no clock (today is passed in), changes none of its inputs, and does not
 * throw for a product the schema accepts. Errors are returned, never thrown; a price is always
 * computed (for 1 piece when the quantity is invalid) so the UI can show it next to the errors.
 */

export interface CheckResult {
  readonly price: Price;
  /** The product's print areas with the chosen options' modifications added (mm). */
  readonly printAreas: PrintArea[];
  readonly shippingOptions: ShippingQuote[];
  /** For one piece. */
  readonly bom: BomLine[];
  readonly minProductionTime: number;
  readonly maxProductionTime: number;
  readonly customerDetails: Detail[];
  readonly adminDetails: Detail[];
  readonly errors: CheckError[];
  /** The chosen option per attribute id, as the instruction keeps it. */
  readonly configuration: InstructionConfiguration;
  /** The measures of the first print area. */
  readonly measures: AreaMeasures;
}

export function checkConfiguration(product: Product, configuration: Configuration, quantity: number, today: Date): CheckResult {
  const { resolved, printAreas, measures, price, errors } = evaluate(product, configuration, quantity, today);
  const modifications = resolved.choices.map((choice) => choice.modifications);
  const resources = [...product.resources, ...modifications.flatMap((modification) => modification.resources ?? [])];
  const time = productionTime(product, modifications);
  return {
    price,
    printAreas,
    shippingOptions: shippingQuotes(product.shippingOptions, measures),
    bom: billOfMaterials(resources, measures),
    minProductionTime: time.minProductionTime,
    maxProductionTime: time.maxProductionTime,
    customerDetails: details(resolved.choices),
    adminDetails: details(resolved.choices),
    errors,
    configuration: resolved.configuration,
    measures,
  };
}
