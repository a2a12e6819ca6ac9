import { routeAreaOf, type FixedRoot } from '../../config/paths';
import { mayPrefetch } from '../../../widget/lib/may-prefetch';

/*
 * Warms the code of the route a visitor is likely to open next (hover, focus, or a link scrolled
 * into view), so the click does not wait for a chunk. The router registers its lazy importers here
 * (features must not import the app). Skipped on 2g and with data-saver (spec section 2).
 */

export type ChunkArea = FixedRoot | 'product';
type Importer = () => Promise<unknown>;

const importers = new Map<ChunkArea, Importer>();
const warmed = new Set<ChunkArea>();

export function registerRouteChunks(chunks: Partial<Record<ChunkArea, Importer>>): void {
  for (const [area, importer] of Object.entries(chunks)) importers.set(area as ChunkArea, importer);
}

function prefetchArea(area: ChunkArea): void {
  if (warmed.has(area) || !mayPrefetch()) return;
  const importer = importers.get(area);
  if (!importer) return;
  warmed.add(area);
  // A failed prefetch is harmless: the real navigation loads (and reports) it again.
  importer().catch(() => warmed.delete(area));
}

/** Prefetches what an internal link needs; product pages also need the price list. */
export function prefetchHref(href: string, isProduct = false): void {
  const area = routeAreaOf(href);
  if (area === null) return;
  if (area !== 'content') prefetchArea(area);
  else if (isProduct) prefetchArea('product');
}
