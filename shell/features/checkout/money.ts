import { formatChf } from '../../../shared/i18n/format';
import { useLocale } from '../../lib/use-locale';

/** Formats whole rappen as CHF in the page's language. */
export function useMoney() {
  const locale = useLocale();
  return (rappen: number) => formatChf(rappen / 100, locale);
}
