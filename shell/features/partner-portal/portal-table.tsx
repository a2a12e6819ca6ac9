import type { ReactNode } from 'react';
import { type Column, ColumnHeads } from '../../components/column-heads';

/**
 * A table of the portal: its heads, then its rows. Focusable, as on a phone it scrolls in itself
 * (portal.css) and a keyboard must reach it to scroll it.
 */
export function PortalTable({ testId, columns, children }: { testId: string; columns: readonly Column[]; children: ReactNode }) {
  return (
    <table className="portal-table" data-testid={testId} tabIndex={0}>
      <ColumnHeads columns={columns} />
      {children}
    </table>
  );
}
