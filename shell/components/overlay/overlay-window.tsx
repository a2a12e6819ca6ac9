import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useCallback, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { cycleTab } from './tab-cycle';
import './overlay.css';

export interface OverlayWindowProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra class on the window, e.g. the content overlay's variant. */
  className?: string;
  footer?: ReactNode;
  /** Where focus returns on close when something else held it meanwhile (the placeholder shown while the window's code loaded). */
  openerRef?: RefObject<HTMLElement | null>;
}

/**
 * The generic modal window: a labelled dialog over a backdrop. Escape, the close button and a click
 * on the backdrop close it; focus stays inside while open (the page behind is inert) and returns to the opener on close
 * (floating-ui's focus manager), and the page behind does not scroll. Focus moves to the close button
 * in the commit that opens the window: floating-ui would move it only on the next animation frame,
 * and a Tab pressed before that would still act on the page behind.
 */
export function OverlayWindow({ open, onClose, title, children, className, footer, openerRef }: OverlayWindowProps) {
  const intl = useIntl();
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);
  const focusAtOnce = useCallback(
    (button: HTMLButtonElement | null) => {
      if (!button) return;
      // The opener still has focus, unless a placeholder took it (and is gone by now, focus with it).
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body && active.isConnected ? active : (openerRef?.current ?? null);
      button.focus();
    },
    [openerRef],
  );
  const { refs: handles, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' }), useRole(context, { role: 'dialog' })]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="overlay-backdrop" lockScroll>
        {/* The page behind is inert as well as aria-hidden: Tab cannot reach it even if a focus guard is passed quickly. */}
        <FloatingFocusManager context={context} returnFocus={returnTo} outsideElementsInert>
          <div
            // oxlint-disable-next-line react/refs -- floating-ui's setFloating is a callback ref; nothing reads .current in render
            ref={handles.setFloating}
            className={['overlay-window', className].filter(Boolean).join(' ')}
            aria-labelledby={titleId}
            aria-modal="true"
            tabIndex={-1}
            {...getFloatingProps({ onKeyDown: cycleTab })}
          >
            <div className="overlay-head">
              <h2 id={titleId}>{title}</h2>
              <button ref={focusAtOnce} type="button" className="overlay-close" onClick={onClose} aria-label={intl.formatMessage({ id: 'overlay.close' })}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="overlay-body">{children}</div>
            {footer && <div className="overlay-foot">{footer}</div>}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
