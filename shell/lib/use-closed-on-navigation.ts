import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The open state of a menu or drawer that a followed link closes: it falls back to closed when the
 * route (path or hash) changes, reset during render so the new page never shows it open.
 */
export function useClosedOnNavigation() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const routeKey = `${location.pathname}${location.hash}`;
  const [seenRoute, setSeenRoute] = useState(routeKey);
  if (seenRoute !== routeKey) {
    setSeenRoute(routeKey);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
