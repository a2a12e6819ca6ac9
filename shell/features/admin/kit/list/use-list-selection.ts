import { useState } from 'react';

/** Which rows of a list an action works on: ticked rows, or every row the filter finds. */
export interface ListSelection {
  /** The ticked rows' ids (none while `allMatching`). */
  ids: ReadonlySet<number>;
  /** Every row the list's filter finds, on this page and the others. */
  allMatching: boolean;
  /** Whether anything is selected. */
  any: boolean;
  toggle: (id: number) => void;
  /** Ticks (or unticks) these rows, leaving the others as they are. */
  setRows: (ids: readonly number[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

interface State {
  key: string;
  ids: ReadonlySet<number>;
  allMatching: boolean;
}

/**
 * A list's selection for its filters (`key`, the list's): other filters select other rows, so a
 * change of them starts with nothing selected (an action never works on rows no longer shown).
 */
export function useListSelection(key: string): ListSelection {
  const [state, setState] = useState<State>({ key, ids: new Set(), allMatching: false });
  const current = state.key === key ? state : { key, ids: new Set<number>(), allMatching: false };
  const setRows = (ids: readonly number[], on: boolean) => {
    const next = new Set(current.ids);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setState({ key, ids: next, allMatching: false });
  };
  return {
    ids: current.ids,
    allMatching: current.allMatching,
    any: current.allMatching || current.ids.size > 0,
    toggle: (id) => setRows([id], !current.ids.has(id)),
    setRows,
    selectAllMatching: () => setState({ key, ids: new Set(), allMatching: true }),
    clear: () => setState({ key, ids: new Set(), allMatching: false }),
  };
}
