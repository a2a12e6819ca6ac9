import { IntlProvider } from 'react-intl';
import type { Locale } from '../../shared/i18n/locales';
import { catalogues } from '../../shared/i18n/messages';
import { ContinueDesign, type ContinueDesignProps } from './continue-design';

/** The card with its own texts, for a host without the widget's (the shop's home page). */
export function ContinueDesignWithTexts({ locale, ...props }: ContinueDesignProps & { locale: Locale }) {
  return (
    <IntlProvider locale={`${locale}-CH`} messages={catalogues[locale]} defaultLocale="de-CH">
      <ContinueDesign {...props} />
    </IntlProvider>
  );
}
