import { autoUpdate, flip, offset, shift, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { panelControls } from './menu-keys';

export interface FloatingPanelProps {
  id: string;
  depth: number;
  /** The button that opened the panel: placement anchor and part of "inside" for dismissal. */
  anchor: HTMLElement | null;
  /** Wide screens: positioned next to its anchor; phone drawer: in the flow as an accordion. */
  floating: boolean;
  focusFirst: boolean;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  children: ReactNode;
}

/**
 * A sub-menu's panel (its own chunk: floating-ui is loaded on the first opening, not with the
 * page). floating-ui places it (below the bar, nested levels to the side, flipped and shifted
 * to stay on screen) and closes it on a press outside the panel and its button.
 */
export default function FloatingPanel({ id, depth, anchor, floating, focusFirst, onClose, onKeyDown, children }: FloatingPanelProps) {
  const {
    refs: handles,
    floatingStyles,
    context,
    elements,
  } = useFloating({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    elements: { reference: anchor },
    placement: depth === 1 ? 'bottom-start' : 'right-start',
    middleware: [offset(depth === 1 ? 6 : 2), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: floating ? autoUpdate : undefined,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { escapeKey: false })]);

  useEffect(() => {
    if (focusFirst && elements.floating) panelControls(elements.floating)[0]?.focus({ preventScroll: true });
  }, [focusFirst, elements.floating]);

  return (
    <ul
      id={id}
      data-menu-panel=""
      data-depth={depth}
      className={floating ? 'sub-menu sub-menu-floating' : 'sub-menu'}
      // oxlint-disable-next-line react/refs -- floating-ui's setFloating is a callback ref; nothing reads .current in render
      ref={handles.setFloating}
      style={floating ? floatingStyles : undefined}
      {...getFloatingProps({ onKeyDown })}
    >
      {children}
    </ul>
  );
}
