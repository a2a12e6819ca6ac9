import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PlaceholderPage } from '../placeholder/placeholder-page';

/** /customer/newpassword/{contactId?}/{accessKey?}: setting a new password from the e-mail link. */
export function NewPasswordPage() {
  const intl = useIntl();
  const { contactId, accessKey } = useParams();
  const title = intl.formatMessage({ id: 'page.newPassword.title' });
  usePageTitle(title);
  return (
    <div data-contact-id={contactId ?? ''} data-has-access-key={accessKey ? 'true' : 'false'}>
      <PlaceholderPage testId="new-password" title={title} text={intl.formatMessage({ id: 'page.newPassword.text' })} />
    </div>
  );
}
