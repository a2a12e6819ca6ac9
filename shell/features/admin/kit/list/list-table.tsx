import type { ReactNode } from 'react';
import type { Resource } from '../../../../lib/use-resource';
import { LoadState } from '../../admin-status';
import './list-table.css';

interface Props<T, Row> {
  resource: Resource<T>;
  /** What the list holds, above it. */
  intro: string;
  /** The column heads, in order. */
  columns: readonly string[];
  rowsOf: (data: T) => readonly Row[];
  /** A row of the table: the thing's name (a row head linking to its editor), then its cells. */
  renderRow: (row: Row) => ReactNode;
  testId: string;
  /** Beside `list-table`, where the list styles its own cells. */
  className?: string;
}

/** A short list shown whole as a table (the catalogue's products, the content pages), or its loading and failure. */
export function ListTable<T, Row>({ resource, intro, columns, rowsOf, renderRow, testId, className }: Props<T, Row>) {
  if (resource.status !== 'ready') return <LoadState resource={resource} />;
  return (
    <>
      <p className="admin-muted">{intro}</p>
      <table className={className ? `list-table ${className}` : 'list-table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rowsOf(resource.data).map(renderRow)}</tbody>
      </table>
    </>
  );
}
