import type { Configuration, PrintArea, Product } from '../product/product-schema';
import { resolveConfiguration, type ResolvedConfiguration } from '../configuration/resolve-configuration';
import { checkLimits, limitValues } from '../limits/limits';
import { emptySpecs, measuresOf, type AreaMeasures } from '../print-area/measures';
import { modifyPrintAreas } from '../print-area/print-areas';
import { makePrice, zeroPrice, type Price } from '../pricing/price';
import { unitPrice } from '../pricing/unit-price';
import type { CheckError } from './check-errors';

/*
 * The part of the check that the price list needs too: resolve the configuration, modify the print
 * areas, measure the first print area (the main one; a product without print areas measures 0),
 * check limits and price. Must never throw for a product the schema accepts.
 */

export interface Evaluation {
  readonly resolved: ResolvedConfiguration;
  readonly printAreas: PrintArea[];
  readonly measures: AreaMeasures;
  readonly price: Price;
  readonly errors: CheckError[];
}

const lengthMeasures = ['frontWidth', 'frontHeight', 'fullFrontWidth', 'fullFrontHeight', 'perimeter', 'girthmass'] as const;

function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1;
}

export function evaluate(product: Product, configuration: Configuration, quantity: number, today: Date): Evaluation {
  const resolved = resolveConfiguration(product, configuration);
  const printAreas = modifyPrintAreas(
    product.printAreas,
    resolved.choices.map((choice) => choice.modifications),
  );
  const measures = measuresOf(printAreas[0]?.specs ?? emptySpecs);

  const errors: CheckError[] = [...resolved.errors];
  const validQuantity = isValidQuantity(quantity);
  if (!validQuantity) errors.push({ code: 'invalid quantity', quantity });
  const invalidMeasures = lengthMeasures.filter((name) => !Number.isFinite(measures[name]));
  for (const measure of invalidMeasures) errors.push({ code: 'invalid measure', measure });
  errors.push(...checkLimits(product.limitations, limitValues(measures, quantity)));

  const pricedQuantity = validQuantity ? quantity : 1;
  const price =
    invalidMeasures.length > 0 && product.pricing.priceType !== 'static'
      ? zeroPrice(pricedQuantity)
      : makePrice(
          unitPrice({
            product,
            choices: resolved.choices,
            sizeChoice: resolved.sizeChoice,
            measures,
            quantity: pricedQuantity,
            today,
          }),
          pricedQuantity,
        );
  return { resolved, printAreas, measures, price, errors };
}
