import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../../../../../ui/intl/use-t';

/** What a filter's field needs of the form: its name and id, its value, and how it changes. */
export interface FilterFieldProps<N extends string> {
  idPrefix: string;
  name: N;
  value: string;
  onChange: (value: string) => void;
}

export type FieldOf<N extends string> = (name: N) => FilterFieldProps<N>;

/** The fields of a filter form, each spread from `field(name)`. */
export type FilterFields<N extends string> = (field: FieldOf<N>) => ReactNode;

interface Props<N extends string> {
  /** The search landmark's name. */
  label: string;
  /** Prefixes the fields' ids. */
  idPrefix: string;
  initial: Record<N, string>;
  onApply: (filters: Record<N, string>) => void;
  /** The submit button's text (default: Search). */
  applyLabel?: string;
  /** Whether a reset button clears every filter. */
  resettable?: boolean;
  children: FilterFields<N>;
}

/** A list's filters: applied on submit (one request, not one per key), with a reset. */
export function FilterForm<N extends string>({ label, idPrefix, initial, onApply, applyLabel, resettable = true, children }: Props<N>) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const field: FieldOf<N> = (name) => ({
    idPrefix,
    name,
    value: values[name],
    onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const reset = () => {
    const empty = Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as Record<N, string>;
    setValues(empty);
    onApply(empty);
  };
  return (
    <form className="account-form admin-filters" role="search" aria-label={label} onSubmit={onSubmit}>
      {children(field)}
      <div className="admin-filter-actions">
        <button type="submit" className="button primary">
          {applyLabel ?? t('admin.filters.apply')}
        </button>
        {resettable && (
          <button type="button" className="button secondary" onClick={reset}>
            {t('admin.filters.reset')}
          </button>
        )}
      </div>
    </form>
  );
}
