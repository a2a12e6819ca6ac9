import type { SelfcareData } from '../../../shared/api/selfcare';
import { useLocale } from '../../lib/use-locale';
import { CareSection } from './care-section';
import { useT } from '../../../ui/intl/use-t';

/** The account itself: customer number, username, kind, language and newsletter choice. */
export function AccountSummary({ data }: { data: SelfcareData }) {
  const locale = useLocale();
  const t = useT();
  const languageName = new Intl.DisplayNames([locale], { type: 'language' }).of(data.language) ?? data.language;
  return (
    <CareSection name="summary" title={t('care.summary.title')}>
      <dl className="care-facts">
        <dt>{t('care.summary.customerNumber')}</dt>
        <dd>{data.customer_id}</dd>
        <dt>{t('account.field.username')}</dt>
        <dd>{data.username}</dd>
        <dt>{t('account.field.type')}</dt>
        <dd>{t(`account.field.type.${data.type}`)}</dd>
        <dt>{t('account.field.language_id')}</dt>
        <dd>{languageName}</dd>
        <dt>{t('care.summary.newsletter')}</dt>
        <dd>{t(data.hasNewsletterSubscription === 1 ? 'care.summary.newsletterOn' : 'care.summary.newsletterOff')}</dd>
      </dl>
    </CareSection>
  );
}
