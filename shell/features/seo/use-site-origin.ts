import { useContext } from 'react';
import { SiteOriginContext } from './site-origin';

/**
 * The shop's public origin (PUBLIC_URL) for absolute URLs in the head: given by the server render
 * and its hydration data; a page the browser renders alone falls back to its own origin.
 */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
