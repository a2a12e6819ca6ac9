import { locales } from '../../../../shared/i18n/locales';
import { useWording } from '../kit/editor/use-wording';

/** The shop's languages as a select's options, named in the staff member's language. */
export function LanguageOptions() {
  const { t } = useWording();
  return locales.map((language) => (
    <option key={language} value={language}>
      {t(`admin.catalogue.language.${language}`)}
    </option>
  ));
}
