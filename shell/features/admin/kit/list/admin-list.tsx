import type { ReactNode } from 'react';
import { useT } from '../../../../../ui/intl/use-t';
import { type FilterFields, FilterForm } from './filter-form';
import { ListResults } from '../../../../components/list-results';
import type { ListWording } from './list-wording';
import { Paging } from './paging';
import { SelectionBar } from './selection-bar';
import type { ListSelection } from './use-list-selection';
import type { AdminListState } from './use-admin-list';

interface Props<N extends string, Row extends { id: number }> {
  list: AdminListState<N, Row>;
  /** Where the list's texts stand: its filters' name, empty state, count and paging. */
  wording: ListWording;
  /** Prefixes the filter fields' ids. */
  idPrefix: string;
  renderFields: FilterFields<N>;
  /** The filter form's submit text (default: Search). */
  applyLabel?: string;
  /** Whether the filter form has a reset button. */
  resettable?: boolean;
  /** Between the filters and the rows: the outcome of the last action on a row. */
  notice?: ReactNode;
  /** Rows that can be selected for actions on many at once: the bar above the rows (each row shows its SelectBox). */
  selection?: { state: ListSelection; actions: ReactNode } | undefined;
  /** The rows' element: an ordered list where the order means something beyond "newest first". */
  ordered?: boolean;
  className: string;
  testId: string;
  renderRow: (row: Row) => ReactNode;
}

/** A paged back office list: the filter form, then the rows (or their loading, failure or absence) with their count and the paging. */
export function AdminList<N extends string, Row extends { id: number }>({
  list,
  wording,
  idPrefix,
  renderFields,
  applyLabel,
  resettable,
  notice,
  selection,
  ordered,
  className,
  testId,
  renderRow,
}: Props<N, Row>) {
  const t = useT();
  const Rows = ordered ? 'ol' : 'ul';
  return (
    <>
      <FilterForm
        key={list.key}
        label={t(`${wording}.filters`)}
        idPrefix={idPrefix}
        initial={list.filters}
        onApply={list.apply}
        applyLabel={applyLabel}
        resettable={resettable}
      >
        {renderFields}
      </FilterForm>
      {notice}
      <ListResults resource={list.resource} sizeOf={() => list.rows.length} empty={t(`${wording}.empty`)} count={(count) => t(`${wording}.count`, { count })}>
        {() => (
          <>
            {selection && (
              <SelectionBar selection={selection.state} pageIds={list.rows.map((row) => row.id)} morePages={list.older !== null || list.before !== null}>
                {selection.actions}
              </SelectionBar>
            )}
            <Rows className={className} data-testid={testId}>
              {list.rows.map(renderRow)}
            </Rows>
            <Paging wording={wording} before={list.before} older={list.older} pageLink={list.pageLink} />
          </>
        )}
      </ListResults>
    </>
  );
}
