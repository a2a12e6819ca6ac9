import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Locale } from '../../shared/i18n/locales';
import { ContinueDesign, type ContinueDesignProps } from './continue-design';

/** The card with the widget's texts the host loaded (the shop's home page, whose own texts are not react-intl's). */
export function ContinueDesignWithTexts({ locale, messages, ...props }: ContinueDesignProps & { locale: Locale; messages: IntlConfig['messages'] }) {
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages} defaultLocale="de-CH">
      <ContinueDesign {...props} />
    </IntlProvider>
  );
}
