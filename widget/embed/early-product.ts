import type { ApiClient, FetchLike } from '../../shared/api/client';
import type { Product } from '../../shared/domain';
import { getProduct } from '../../shared/api/config';
import { buildPath } from '../../shared/api/route';

/**
 * The API client's fetch, but the first request of the product the widget starts at is answered by
 * the request the loader made while the bundle downloaded; the client parses it as any answer.
 */
export function withEarlyProduct(fetchImpl: FetchLike, shopBase: string, productId: string | null, answer: Promise<Response> | null | undefined): FetchLike {
  if (!productId || !answer) return fetchImpl;
  const url = `${shopBase}${buildPath(getProduct.path, { productId })}`;
  let early: Promise<Response> | null = answer;
  // Not awaited when the widget does not ask for it (unmounted first): its failure is the widget's to report.
  answer.catch(() => undefined);
  return (requested, init) => {
    if (early === null || requested !== url || init.method !== 'GET') return fetchImpl(requested, init);
    const taken = early;
    early = null;
    return taken;
  };
}

/**
 * Asks at once for the product the widget starts at: the widget mounts before React DOM is in, so
 * the answer is parsed while it downloads. The client answers its first request of it with that;
 * `known` gives the product once it is in (usually before React DOM), for a first render that
 * shows the first step.
 */
export function askProductEarly(api: ApiClient, productId: string | null): { api: ApiClient; known: () => Product | undefined } {
  if (!productId) return { api, known: () => undefined };
  const product = api(getProduct, { params: { productId } });
  let asked: Promise<Product> | null = product;
  let settled: Product | undefined;
  product.then(
    (answer) => (settled = answer),
    () => undefined,
  );
  const answering = ((endpoint, input) => {
    const params = (input as { params?: { productId?: string } } | undefined)?.params;
    if (asked === null || (endpoint as unknown) !== getProduct || params?.productId !== productId) return api(endpoint, input);
    const taken = asked;
    asked = null;
    return taken;
  }) as ApiClient;
  return { api: answering, known: () => settled };
}
