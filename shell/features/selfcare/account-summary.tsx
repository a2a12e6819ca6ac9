import type { SelfcareData } from '../../../shared/api/selfcare';
import { useLocale } from '../../lib/use-locale';
import { FactList } from '../../components/fact-list';
import { CareSection } from './care-section';
import { useT } from '../../../ui/intl/use-t';

/** The account itself: customer number, username, kind, language and newsletter choice. */
export function AccountSummary({ data }: { data: SelfcareData }) {
  const locale = useLocale();
  const t = useT();
  const languageName = new Intl.DisplayNames([locale], { type: 'language' }).of(data.language) ?? data.language;
  return (
    <CareSection name="summary" title={t('care.summary.title')}>
      <FactList
        className="care-facts"
        facts={[
          { label: t('care.summary.customerNumber'), value: data.customer_id },
          { label: t('account.field.username'), value: data.username },
          { label: t('account.field.type'), value: t(`account.field.type.${data.type}`) },
          { label: t('account.field.language_id'), value: languageName },
          { label: t('care.summary.newsletter'), value: t(data.hasNewsletterSubscription === 1 ? 'care.summary.newsletterOn' : 'care.summary.newsletterOff') },
        ]}
      />
    </CareSection>
  );
}
