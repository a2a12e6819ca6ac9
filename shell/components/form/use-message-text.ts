import { useIntl } from 'react-intl';

/** Translates a message key of the catalogue; other strings (texts from the server) pass through. */
export function useMessageText() {
  const intl = useIntl();
  return (message: string) => (intl.messages[message] === undefined ? message : intl.formatMessage({ id: message }));
}
