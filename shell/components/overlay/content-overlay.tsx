import { OverlayWindow, type OverlayWindowProps } from './overlay-window';

export type ContentOverlayVariant = 'light' | 'dark';

/** The spec's content overlay: an overlay window for texts and media, in a light or a dark variant. */
export function ContentOverlay({ variant = 'light', className, ...props }: OverlayWindowProps & { variant?: ContentOverlayVariant }) {
  return <OverlayWindow {...props} className={['content-overlay', `content-overlay-${variant}`, className].filter(Boolean).join(' ')} />;
}
