import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
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
}

/**
 * The generic modal window: a labelled dialog over a backdrop. Escape, the close button and a click
 * on the backdrop close it; focus stays inside while open (the page behind is inert) and returns to the opener on close
 * (floating-ui's focus manager), and the page behind does not scroll.
 */
export function OverlayWindow({ open, onClose, title, children, className, footer }: OverlayWindowProps) {
  const intl = useIntl();
  const titleId = useId();
  const { refs: handles, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' }), useRole(context, { role: 'dialog' })]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="overlay-backdrop" lockScroll>
        {/* The page behind is inert as well as aria-hidden: Tab cannot reach it even if a focus guard is passed quickly. */}
        <FloatingFocusManager context={context} returnFocus outsideElementsInert>
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
              <button type="button" className="overlay-close" onClick={onClose} aria-label={intl.formatMessage({ id: 'overlay.close' })}>
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
