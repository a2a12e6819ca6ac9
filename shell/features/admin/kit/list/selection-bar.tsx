import type { ReactNode } from 'react';
import { useT } from '../../../../../ui/intl/use-t';
import type { ListSelection } from './use-list-selection';
import './selection-bar.css';

interface Props {
  selection: ListSelection;
  /** The rows of the page shown. */
  pageIds: readonly number[];
  /** Whether the filter finds more rows than the page shows (then "all matching" is offered). */
  morePages: boolean;
  /** The actions on the selection. */
  children: ReactNode;
}

/** Above a list's rows: tick the page, or every row the filter finds, what is selected, and the actions on it. */
export function SelectionBar({ selection, pageIds, morePages, children }: Props) {
  const t = useT();
  const pageTicked = pageIds.length > 0 && (selection.allMatching || pageIds.every((id) => selection.ids.has(id)));
  return (
    <div className="admin-selection-bar" role="group" aria-label={t('admin.list.actions')} data-testid="admin-selection-bar">
      <label>
        <input type="checkbox" checked={pageTicked} onChange={(event) => selection.setRows(pageIds, event.target.checked)} data-testid="admin-select-page" />{' '}
        {t('admin.list.selectPage')}
      </label>
      <span aria-live="polite" data-testid="admin-selected">
        {selection.allMatching ? t('admin.list.allMatching') : t('admin.list.selected', { count: selection.ids.size })}
      </span>
      {morePages && pageTicked && !selection.allMatching && (
        <button type="button" className="button secondary" onClick={selection.selectAllMatching} data-testid="admin-select-all-matching">
          {t('admin.list.selectAllMatching')}
        </button>
      )}
      {selection.any && (
        <button type="button" className="button secondary" onClick={selection.clear}>
          {t('admin.list.clearSelection')}
        </button>
      )}
      <div className="admin-selection-actions">{children}</div>
    </div>
  );
}

/** A row's tick box, named for the row. */
export function SelectBox({ selection, id, label }: { selection: ListSelection; id: number; label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.allMatching || selection.ids.has(id)}
      disabled={selection.allMatching}
      onChange={() => selection.toggle(id)}
      data-testid="admin-select-row"
    />
  );
}
