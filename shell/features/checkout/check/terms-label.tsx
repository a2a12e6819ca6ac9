import type { ReactNode } from 'react';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { getPagePath } from '../../../../shared/api/cms';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { useResource } from '../../../lib/use-resource';

/**
 * The words of the terms checkbox, 'terms and conditions' linking to the CMS's terms page in the
 * visitor's language (its slug differs per language, so the server names the path). It opens a
 * new tab so the checkout stays where it is; without the path the words stay plain text.
 */
export function TermsLabel() {
  const intl = useIntl();
  const locale = useLocale();
  const terms = useResource(() => api(getPagePath, { query: { lang: locale, key: 'terms' } }), [locale]);
  const link = (words: ReactNode[]) =>
    terms.status === 'ready' ? (
      <a href={terms.data.path} target="_blank" rel="noopener" data-testid="terms-link">
        {words}
        <span className="visually-hidden"> {intl.formatMessage({ id: 'nav.newTab' })}</span>
        <span aria-hidden="true" className="terms-new-tab">
          ↗
        </span>
      </a>
    ) : (
      words
    );
  return <span>{intl.formatMessage({ id: 'order.check.terms' }, { link })}</span>;
}
