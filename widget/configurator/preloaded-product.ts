import type { Product } from '../../shared/domain';

/**
 * The product a configurator starts at, asked for before the configurator's code ran (the embed's
 * loader, the shop's route loader): a promise of it whose answer, once in, `peek` gives at once, so a
 * first render can show the first step instead of a loading line.
 */
export interface PreloadedProduct extends Promise<Product> {
  /** The product if it has arrived; undefined while it is asked for, and when asking failed. */
  peek(): Product | undefined;
}

/** A product already in hand arrives at once; a promise of one, when it is answered. */
export function preloadProduct(product: Product | Promise<Product>): PreloadedProduct {
  let arrived = product instanceof Promise ? undefined : product;
  const answer = Promise.resolve(product).then((answered) => (arrived = answered));
  // Not awaited when the configurator does not ask for it (unmounted first): its failure is the configurator's to report.
  answer.catch(() => undefined);
  return Object.assign(answer, { peek: () => arrived });
}
