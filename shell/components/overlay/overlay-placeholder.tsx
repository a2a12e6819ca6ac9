import { useCallback, useId, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './overlay.css';

export interface OverlayPlaceholderProps {
  title: string;
  onClose: () => void;
  /** Set to the element that had focus before the placeholder took it: the window returns focus there on close. */
  openerRef: RefObject<HTMLElement | null>;
}

/**
 * The empty window an overlay shows while its code loads (a lazy chunk), so that focus enters the
 * dialog with the very keypress that opens it: a Tab pressed before the chunk arrives must not
 * walk on through the page behind. Tab stays on it, Escape closes it.
 */
export function OverlayPlaceholder({ title, onClose, openerRef }: OverlayPlaceholderProps) {
  const titleId = useId();
  // A ref callback runs in the commit that shows it, before the browser handles the next key.
  const takeFocus = useCallback(
    (window: HTMLDivElement | null) => {
      if (!window) return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && active !== window) openerRef.current = active;
      window.focus();
    },
    [openerRef],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') event.preventDefault();
    if (event.key !== 'Escape') return;
    openerRef.current?.focus();
    onClose();
  };
  return createPortal(
    <div className="overlay-backdrop overlay-placeholder">
      <div
        ref={takeFocus}
        className="overlay-window"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="overlay-head">
          <h2 id={titleId}>{title}</h2>
        </div>
      </div>
    </div>,
    document.body,
  );
}
