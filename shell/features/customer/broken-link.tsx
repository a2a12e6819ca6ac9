import { useEffect, useRef } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';

/** An unknown, used or expired link: says so (focused, so it is read out) and offers a new mail. */
export function BrokenLink() {
  const intl = useIntl();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="account-notice account-notice-error customer-state" data-testid="new-password-broken">
      <p>{intl.formatMessage({ id: 'selfcare.resetLinkInvalid' })}</p>
      <p>
        <Link to={paths.newPassword.href(locale)}>{intl.formatMessage({ id: 'newPassword.requestNew' })}</Link>
      </p>
    </div>
  );
}
