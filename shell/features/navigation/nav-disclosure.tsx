import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { NavigationItem } from '../../../shared/api/cms';
import { containsCurrent } from './item-href';
import { moveFocusInPanel, panelControls } from './menu-keys';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';
import { useClosedOnNavigation } from '../../lib/use-closed-on-navigation';

const loadFloatingPanel = () => import('./floating-panel');
const FloatingPanel = lazy(loadFloatingPanel);

/**
 * A noLink item: a button (aria-expanded, aria-controls) that opens its sub-menu. Enter/Space
 * toggle it, ArrowDown (ArrowRight in a nested level) opens it and moves into it, arrows move
 * through its items, Escape closes it and returns focus to the button; so does leaving it by Tab.
 */
export function NavDisclosure({ item, depth, children }: { item: NavigationItem; depth: number; children: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const location = useLocation();
  const panelId = useId();
  const [open, setOpen] = useClosedOnNavigation();
  const [focusFirst, setFocusFirst] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const openInto = () => {
    const panel = panelRef.current?.querySelector<HTMLElement>(':scope > [data-menu-panel]');
    if (open && panel) panelControls(panel)[0]?.focus({ preventScroll: true });
    else {
      setFocusFirst(true);
      setOpen(true);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || (depth > 0 && desktop && event.key === 'ArrowRight')) {
      event.preventDefault();
      event.stopPropagation();
      openInto();
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || (event.key === 'ArrowLeft' && depth > 0 && desktop)) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button?.focus();
    } else if (moveFocusInPanel(event.currentTarget, event.key)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Tabbing out of the item closes its menu, so no stale menu hangs over the page.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const current = containsCurrent(item, location.pathname, location.hash);
  return (
    <div className="nav-disclosure" onBlur={onBlur} ref={panelRef}>
      <button
        ref={setButton}
        type="button"
        className={current ? 'nav-control nav-toggle has-current' : 'nav-control nav-toggle'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setFocusFirst(false);
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
        onMouseEnter={() => void loadFloatingPanel()}
        onFocus={() => void loadFloatingPanel()}
      >
        {item.text}
        <span className="nav-caret" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FloatingPanel
            id={panelId}
            depth={depth + 1}
            anchor={button}
            floating={desktop}
            focusFirst={focusFirst}
            onClose={() => setOpen(false)}
            onKeyDown={onPanelKeyDown}
          >
            {children}
          </FloatingPanel>
        </Suspense>
      ) : (
        // Closed, the sub-menu's links are still in the page, hidden: without JavaScript the button
        // cannot open them, so navigation.css shows them (media scripting: none).
        <ul className="sub-menu nav-static-menu" hidden>
          {children}
        </ul>
      )}
    </div>
  );
}
