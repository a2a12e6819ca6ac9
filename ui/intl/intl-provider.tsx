import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Catalogue, type CompiledIntl, createCompiledIntl } from './compiled-intl';

const IntlContext = createContext<CompiledIntl | null>(null);

/** The language's texts for everything below; `locale` is a language tag such as 'de-CH'. */
export function IntlProvider({ locale, messages, children }: { locale: string; messages: Catalogue; children: ReactNode }) {
  const intl = useMemo(() => createCompiledIntl(locale, messages), [locale, messages]);
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): CompiledIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it');
  return intl;
}
