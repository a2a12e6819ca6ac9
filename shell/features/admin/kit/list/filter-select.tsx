import { SelectField } from '../../../../components/form';
import { useT } from '../../../../../ui/intl/use-t';
import type { FilterFieldProps } from './filter-form';

interface Props<N extends string> {
  field: FilterFieldProps<N>;
  label: string;
  /** Each choice: its value in the address, its text. */
  options: readonly (readonly [value: string, text: string])[];
}

/** A filter that picks one of a few values, or "All" (no filter). */
export function FilterSelect<N extends string>({ field, label, options }: Props<N>) {
  const t = useT();
  return (
    <SelectField {...field} label={label}>
      <option value="">{t('admin.filters.all')}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}
