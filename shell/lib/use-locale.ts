import { useParams } from 'react-router';
import type { Locale } from '../../shared/i18n/locales';
import { toLocale } from './locale';

export function useLocale(): Locale {
  return toLocale(useParams().lang);
}
