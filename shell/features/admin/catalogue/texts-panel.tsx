import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/i18n/locales';
import type { PathErrors } from '../kit/editor/field-path';
import { LanguageTabs, languageTabId } from '../kit/editor/language-tabs';
import { useWording } from '../kit/editor/use-wording';

interface Props {
  /** `catalogue` or `template`: the tabs' and the panel's ids. */
  name: string;
  errors: PathErrors;
  language: Locale;
  onLanguage: (locale: Locale) => void;
  /** The fields of the language shown. */
  children: ReactNode;
}

/** The catalogue editors' texts: a tab per language (one with a message at a field of its language marked) over the fields of the one shown. */
export function TextsPanel({ name, errors, language, onLanguage, children }: Props) {
  const { t } = useWording();
  const failing = (locale: Locale) => Object.keys(errors).some((key) => key.endsWith(`.${locale}`));
  const tabs = `${name}-texts-tab`;
  return (
    <>
      <LanguageTabs
        idPrefix={tabs}
        panelId={`${name}-texts-panel`}
        value={language}
        onChange={onLanguage}
        label={t('admin.catalogue.textLanguage')}
        failingIn={failing}
      >
        {(locale) => (
          <>
            {t(`admin.catalogue.language.${locale}`)}
            {failing(locale) && <span aria-hidden="true"> !</span>}
          </>
        )}
      </LanguageTabs>
      <div id={`${name}-texts-panel`} role="tabpanel" aria-labelledby={languageTabId(tabs, language)} className="catalogue-texts">
        {children}
      </div>
    </>
  );
}
