import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from '../../../../widget/lib/intl/intl-provider';

interface Props<N extends string> {
  /** The search landmark's name. */
  label: string;
  initial: Record<N, string>;
  onApply: (filters: Record<N, string>) => void;
  /** The submit button's text (default: Search). */
  applyLabel?: string;
  /** Whether a reset button clears every filter. */
  resettable?: boolean;
  children: (values: Record<N, string>, set: (name: N) => (value: string) => void) => ReactNode;
}

/** A list's filters: applied on submit (one request, not one per key), with a reset. */
export function FilterForm<N extends string>({ label, initial, onApply, applyLabel, resettable = true, children }: Props<N>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const set = (name: N) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
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
      {children(values, set)}
      <div className="admin-filter-actions">
        <button type="submit" className="button primary">
          {applyLabel ?? intl.formatMessage({ id: 'admin.filters.apply' })}
        </button>
        {resettable && (
          <button type="button" className="button secondary" onClick={reset}>
            {intl.formatMessage({ id: 'admin.filters.reset' })}
          </button>
        )}
      </div>
    </form>
  );
}
