import { useSyncExternalStore } from 'react';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The breakpoint where the drawer becomes a horizontal bar with flyout menus (see navigation.css). */
export const DESKTOP_QUERY = '(min-width: 1120px)';
