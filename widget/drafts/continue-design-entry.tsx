import type { Locale } from '../../shared/i18n/locales';
import type { Catalogue } from '../../ui/intl/compiled-intl';
import { IntlProvider } from '../../ui/intl/intl-provider';
import { ContinueDesign, type ContinueDesignProps } from './continue-design';

/** The card with the widget's texts the host loaded (the shop's home page, whose own catalogue holds none of them). */
export function ContinueDesignWithTexts({ locale, messages, ...props }: ContinueDesignProps & { locale: Locale; messages: Catalogue }) {
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <ContinueDesign {...props} />
    </IntlProvider>
  );
}
