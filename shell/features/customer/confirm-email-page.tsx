import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmEmail } from '../../../shared/api/selfcare';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { isRefusedLink, LinkActionButton } from '../../components/form';
import { ConfirmByButtonPage } from './confirm-by-button';
import { resetLinkOf } from './reset-link';
import { useT } from '../../../ui/intl/use-t';

type State = { kind: 'ready' | 'busy' | 'broken' | 'failed' } | { kind: 'done'; linkedOrders: number };

/**
 * /customer/confirmemail/{contactId}/{key}: the link of the e-mail confirmation mail.
 */
export function ConfirmEmailPage() {
  return (
    <ConfirmByButtonPage title="page.confirmEmail.title" text="confirmEmail.text" testId="confirm-email">
      <ConfirmEmailAction />
    </ConfirmByButtonPage>
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
        const broken = isRefusedLink(error);
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
    <LinkActionButton
      busy={state.kind === 'busy'}
      onClick={onConfirm}
      testId="confirm-email-submit"
      text={t(state.kind === 'busy' ? 'confirmEmail.busy' : 'confirmEmail.submit')}
    />
  );
}
