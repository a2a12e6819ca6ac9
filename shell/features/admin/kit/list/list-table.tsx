import type { ReactNode } from 'react';
import { ColumnHeads } from '../../../../components/column-heads';
import { Link } from 'react-router';
import type { Resource } from '../../../../lib/use-resource';
import { formatMoment } from '../../admin-dates';
import { LoadState } from '../../../../components/load-state';
import { useWording } from '../editor/use-wording';
import './list-table.css';

/** What a row shows of a thing besides its own cells: the link to its editor, and who saved it when. */
interface ListTableRow {
  key: string | number;
  edit: { to: string; label: string; text: string };
  /** Beside the link, in the row head (that the thing is not active). */
  note?: ReactNode;
  updatedAt: string;
  /** Who saved it last; nobody for a thing as the shop was set up with. */
  updatedBy: string | null;
}

interface Props<T, Row> {
  resource: Resource<T>;
  /** What the list holds, above it. */
  intro: string;
  /** The column heads, in order: the thing, its own cells, when it was saved. */
  columns: readonly string[];
  rowsOf: (data: T) => readonly Row[];
  rowOf: (row: Row) => ListTableRow;
  /** The cells between the thing's name and when it was saved. */
  renderCells: (row: Row) => ReactNode;
  /** Who saved a thing the shop was set up with. */
  seeded: string;
  testId: string;
  /** Beside `list-table`, where the list styles its own cells. */
  className?: string;
}

/** A short list of editable things shown whole as a table (the catalogue's products, the content pages), or its loading and failure. */
export function ListTable<T, Row>({ resource, intro, columns, rowsOf, rowOf, renderCells, seeded, testId, className }: Props<T, Row>) {
  const { locale } = useWording();
  if (resource.status !== 'ready') return <LoadState resource={resource} />;
  return (
    <>
      <p className="admin-muted">{intro}</p>
      <table className={className ? `list-table ${className}` : 'list-table'} data-testid={testId}>
        <ColumnHeads columns={columns} />
        <tbody>
          {rowsOf(resource.data).map((row) => {
            const { key, edit, note, updatedAt, updatedBy } = rowOf(row);
            return (
              <tr key={key}>
                <th scope="row">
                  <Link to={edit.to} aria-label={edit.label}>
                    {edit.text}
                  </Link>
                  {note}
                </th>
                {renderCells(row)}
                <td>
                  {formatMoment(locale, updatedAt)}
                  <span className="admin-muted"> · {updatedBy ?? seeded}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
