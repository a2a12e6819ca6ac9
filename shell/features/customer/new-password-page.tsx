import { useIntl } from '../../../ui/intl/intl-provider';
import { useParams } from 'react-router';
import { ClientOnly } from '../../components/client-only';
import { PageHead } from '../seo/page-head';
import { BrokenLink } from './broken-link';
import { NewPasswordForm } from './new-password-form';
import { RequestMailForm } from './request-mail-form';
import { resetLinkOf } from './reset-link';
import './customer.css';

/**
 * /customer/newpassword/{contactId?}/{accessKey?}: with the e-mail link's parameters a new password
 * and its confirmation; without them the e-mail address the link is sent to.
 */
export function NewPasswordPage() {
  const intl = useIntl();
  const { contactId, accessKey } = useParams();
  const title = intl.formatMessage({ id: 'page.newPassword.title' });
  const link = resetLinkOf(contactId, accessKey);
  return (
    <div className="customer-page">
      <PageHead title={title} visibility="private" />
      <header data-testid="new-password">
        <h1>{title}</h1>
        <p className="lead">{intl.formatMessage({ id: link.kind === 'none' ? 'newPassword.requestIntro' : 'page.newPassword.text' })}</p>
      </header>
      {/* The link's key is the visitor's own: the form is the browser's, never in the server's HTML. */}
      <ClientOnly>
        {link.kind === 'none' && <RequestMailForm />}
        {link.kind === 'broken' && <BrokenLink />}
        {link.kind === 'link' && <NewPasswordForm key={`${link.contactId}/${link.accessKey}`} contactId={link.contactId} accessKey={link.accessKey} />}
      </ClientOnly>
    </div>
  );
}
