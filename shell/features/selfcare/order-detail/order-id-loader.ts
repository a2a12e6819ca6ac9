import type { LoaderFunctionArgs } from 'react-router';
import { notFound } from '../../../lib/not-found';

/**
 * /selfcare/orders/{orderId}: a path that cannot name an order is a 404 from the server already.
 * Whether the order is the customer's is known only in the browser, with the login (the server
 * renders no private data), so the page itself says when it is not.
 */
export function orderIdLoader({ params }: LoaderFunctionArgs): null {
  if (!/^[1-9]\d{0,8}$/.test(params.orderId ?? '')) throw notFound();
  return null;
}
