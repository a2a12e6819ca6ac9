import { useIntl } from '../../../ui/intl/intl-provider';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { capitalise } from './form-errors';

/** A field's label from the catalogue (account.field.<name>); a field without one (a server-only field) shows its name. */
export function useFieldLabel() {
  const intl = useIntl();
  return (field: string) => {
    const id = `account.field.${field}`;
    return hasMessage(intl.messages, id) ? intl.formatMessage({ id }) : capitalise(field);
  };
}
