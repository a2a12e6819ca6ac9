/** Where focus goes inside a menu list for a key; null when the key does not move focus. */
export function nextFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The focusable controls that belong to this panel itself (not to a nested open panel). */
export function panelControls(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) => element.closest('[data-menu-panel]') === panel);
}

/** Moves focus within the panel for arrow/Home/End; true when it handled the key. */
export function moveFocusInPanel(panel: HTMLElement, key: string): boolean {
  const controls = panelControls(panel);
  const current = controls.indexOf(document.activeElement as HTMLElement);
  const next = nextFocusIndex(key, current, controls.length);
  if (next === null) return false;
  controls[next]?.focus();
  return true;
}
