import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { ApiError } from '../../../shared/api/client';
import { confirmEmail } from '../../../shared/api/selfcare';
import { ClientOnly } from '../../components/client-only';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { PageHead } from '../seo/page-head';
import { resetLinkOf } from './reset-link';
import './customer.css';
import '../../components/form/form.css';
import { useT } from '../../../widget/lib/intl/use-t';

type State = { kind: 'ready' | 'busy' | 'broken' | 'failed' } | { kind: 'done'; linkedOrders: number };

/**
 * /customer/confirmemail/{contactId}/{key}: the link of the e-mail confirmation mail. The visitor
 * confirms with a button, never on load: mail scanners open links, and must not confirm for them.
 */
export function ConfirmEmailPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.confirmEmail.title' });
  return (
    <div className="customer-page">
      <PageHead title={title} visibility="private" />
      <header data-testid="confirm-email">
        <h1>{title}</h1>
        <p className="lead">{intl.formatMessage({ id: 'confirmEmail.text' })}</p>
      </header>
      {/* The link's key is the visitor's own: the button is the browser's, never in the server's HTML. */}
      <ClientOnly>
        <ConfirmEmailAction />
      </ClientOnly>
    </div>
  );
}

function ConfirmEmailAction() {
  const t = useT();
  const locale = useLocale();
  const params = useParams();
  const link = resetLinkOf(params.contactId, params.key);
  const [state, setState] = useState<State>({ kind: link.kind === 'link' ? 'ready' : 'broken' });
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'ready' && state.kind !== 'busy') notice.current?.focus();
  }, [state.kind]);

  const onConfirm = () => {
    if (link.kind !== 'link' || state.kind === 'busy') return;
    setState({ kind: 'busy' });
    api(confirmEmail, { body: { contactId: link.contactId, key: link.accessKey } }).then(
      (answer) => setState({ kind: 'done', linkedOrders: answer.linkedOrders }),
      (error: unknown) => {
        const broken = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (!broken) console.error('e-mail confirmation failed', error);
        setState({ kind: broken ? 'broken' : 'failed' });
      },
    );
  };

  if (state.kind === 'done' || state.kind === 'broken' || state.kind === 'failed') {
    const done = state.kind === 'done';
    return (
      <div
        ref={notice}
        tabIndex={-1}
        role="status"
        className={`account-notice ${done ? 'account-notice-success' : 'account-notice-error'} customer-state`}
        data-testid={`confirm-email-${state.kind}`}
      >
        <p>
          {state.kind === 'done'
            ? t('confirmEmail.done', { count: state.linkedOrders })
            : t(state.kind === 'broken' ? 'confirmEmail.invalid' : 'confirmEmail.failed')}
        </p>
        <p>
          <Link to={paths.selfcare.href(locale)}>{t('confirmEmail.toAccount')}</Link>
        </p>
      </div>
    );
  }
  return (
    <p className="account-actions">
      <button type="button" className="account-submit" onClick={onConfirm} disabled={state.kind === 'busy'} data-testid="confirm-email-submit">
        {t(state.kind === 'busy' ? 'confirmEmail.busy' : 'confirmEmail.submit')}
      </button>
    </p>
  );
}
