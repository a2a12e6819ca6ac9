import { useIntl } from 'react-intl';
import { capitalise } from './form-errors';

/** A field's label from the catalogue (account.field.<name>); a field without one (a server-only field) shows its name. */
export function useFieldLabel() {
  const intl = useIntl();
  return (field: string) => (intl.messages[`account.field.${field}`] === undefined ? capitalise(field) : intl.formatMessage({ id: `account.field.${field}` }));
}
