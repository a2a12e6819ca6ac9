import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmEmail } from '../../../shared/api/selfcare';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { LinkActionButton, useLinkAction } from '../../components/form';
import { confirmByButtonPage } from './confirm-by-button';
import { resetLinkOf } from './reset-link';
import { useT } from '../../../ui/intl/use-t';

/**
 * /customer/confirmemail/{contactId}/{key}: the link of the e-mail confirmation mail.
 */
export const ConfirmEmailPage = confirmByButtonPage(
  { title: 'page.confirmEmail.title', text: 'confirmEmail.text', testId: 'confirm-email' },
  ConfirmEmailAction,
);

function ConfirmEmailAction() {
  const t = useT();
  const locale = useLocale();
  const params = useParams();
  const link = resetLinkOf(params.contactId, params.key);
  const [linkedOrders, setLinkedOrders] = useState(0);
  const { state, busy, notice, run } = useLinkAction({
    link: link.kind === 'link' ? link : null,
    request: ({ contactId, accessKey }) => api(confirmEmail, { body: { contactId, key: accessKey } }),
    done: (answer) => setLinkedOrders(answer.linkedOrders),
    what: 'e-mail confirmation',
  });

  if (state === 'done' || state === 'broken' || state === 'failed') {
    const done = state === 'done';
    return (
      <div
        ref={notice}
        tabIndex={-1}
        role="status"
        className={`account-notice ${done ? 'account-notice-success' : 'account-notice-error'} customer-state`}
        data-testid={`confirm-email-${state}`}
      >
        <p>{done ? t('confirmEmail.done', { count: linkedOrders }) : t(state === 'broken' ? 'confirmEmail.invalid' : 'confirmEmail.failed')}</p>
        <p>
          <Link to={paths.selfcare.href(locale)}>{t('confirmEmail.toAccount')}</Link>
        </p>
      </div>
    );
  }
  return <LinkActionButton busy={busy} onClick={run} testId="confirm-email-submit" text={t(busy ? 'confirmEmail.busy' : 'confirmEmail.submit')} />;
}
