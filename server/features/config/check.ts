import type { CheckRequest, CheckResultBody } from '../../../shared/api/config-check';
import { checkConfiguration } from '../../../shared/domain/check/check-configuration';
import type { Product } from '../../../shared/domain/product/product-schema';

const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/**
 * The server's run of the shared check: the same function the widget runs, with the server's clock.
 * Non-finite measures (a line has an infinite aspect ratio) leave as null, since JSON has no Infinity.
 */
export function checkForApi(product: Product, request: CheckRequest, today: Date): CheckResultBody {
  const result = checkConfiguration(product, request.configuration, request.quantity, today);
  return {
    ...result,
    printAreas: [...result.printAreas],
    measures: Object.fromEntries(Object.entries(result.measures).map(([key, value]) => [key, finiteOrNull(value)])),
    errors: result.errors.map((error) => ('actual' in error ? { ...error, actual: finiteOrNull(error.actual) } : error)) as CheckResultBody['errors'],
  };
}
