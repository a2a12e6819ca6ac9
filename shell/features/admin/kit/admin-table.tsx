import { type ReactNode, useId } from 'react';

/**
 * A back-office table in its scroll frame: on a phone the table keeps words whole and scrolls
 * sideways in the frame (admin-screens.css) instead of squeezing its cells letter by letter. The
 * frame is a named region the keyboard can reach, so it can be scrolled without a pointer. The frame
 * and the table share one name, written once: the heading's, or the table's own caption (hidden,
 * since the screen shows the table's name elsewhere or needs none), so a caller writes no caption.
 */
export function AdminTable({
  label,
  className,
  testId,
  children,
}: {
  /** The name: the id of the heading that names the table, or its own text. */
  label: { labelledBy: string } | { text: string };
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  const labelledBy = 'labelledBy' in label ? label.labelledBy : captionId;
  return (
    <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={labelledBy}>
      <table
        className={className ? `admin-table ${className}` : 'admin-table'}
        data-testid={testId}
        aria-labelledby={'labelledBy' in label ? labelledBy : undefined}
      >
        {'text' in label && (
          <caption id={captionId} className="visually-hidden">
            {label.text}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
}
