import { formatRappen, formatVatRate } from '../../../shared/i18n/format';
import { useLocale } from '../../lib/use-locale';

/** Formats whole rappen as CHF in the page's language. */
export function useMoney() {
  const locale = useLocale();
  return (rappen: number) => formatRappen(rappen, locale);
}

/** Words a VAT rate the server sent in percent (8.1) in the page's language, as mails and invoices do. */
export function useVatRate() {
  const locale = useLocale();
  return (percent: number) => formatVatRate(locale, Math.round(percent * 100));
}
