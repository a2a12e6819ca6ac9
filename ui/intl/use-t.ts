import type { MessageKey } from '../../shared/i18n/messages';
import type { CompiledIntl } from './compiled-intl';
import { useIntl } from './intl-provider';

/** A text by its key, its placeholders filled with plain values: what components word with. */
export type T = (id: MessageKey, values?: Record<string, string | number>) => string;

/** `t` of an intl at hand, for code outside a component (hooks that already hold `intl`, plain functions). */
export function typedT(intl: CompiledIntl): T {
  return (id, values) => intl.formatMessage({ id }, values);
}

/** `t` in the language of the `<IntlProvider>` above. */
export function useT(): T {
  return typedT(useIntl());
}
