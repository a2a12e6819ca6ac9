import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createShellIntl, type ShellCatalogue, type ShellIntl } from './shell-intl';

const IntlContext = createContext<ShellIntl | null>(null);

/** The language's texts for everything below; `locale` is a language tag such as 'de-CH'. */
export function IntlProvider({ locale, messages, children }: { locale: string; messages: ShellCatalogue; children: ReactNode }) {
  const intl = useMemo(() => createShellIntl(locale, messages), [locale, messages]);
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): ShellIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it');
  return intl;
}
