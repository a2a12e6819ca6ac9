import type { ReactNode } from 'react';

/**
 * A back-office table in its scroll frame: on a phone the table keeps words whole and scrolls
 * sideways in the frame (admin-screens.css) instead of squeezing its cells letter by letter. The
 * frame is a named region the keyboard can reach, so it can be scrolled without a pointer.
 */
export function AdminTable({
  label,
  className,
  testId,
  children,
}: {
  /** The frame's name: the id of the heading that names the table, or its own text. */
  label: { labelledBy: string } | { text: string };
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const name = 'labelledBy' in label ? { 'aria-labelledby': label.labelledBy } : { 'aria-label': label.text };
  return (
    <div className="admin-table-wrap" role="region" tabIndex={0} {...name}>
      <table className={className ? `admin-table ${className}` : 'admin-table'} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}
