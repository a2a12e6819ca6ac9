/** A column's heading: its text, and a class where the column is set apart (amounts aligned right). */
export type Column = string | { text: string; className: string };

/** A table's head: one row with a heading per column, in order (the texts differ within a table). */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.text} scope="col" className={column.className}>
              {column.text}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
