import { useIntl } from '../../../ui/intl/intl-provider';
import { hasMessage } from '../../../shared/i18n/messages/has-message';

/** Translates a message key of the catalogue; other strings (texts from the server) pass through. */
export function useMessageText() {
  const intl = useIntl();
  return (message: string) => (hasMessage(intl.messages, message) ? intl.formatMessage({ id: message }) : message);
}
