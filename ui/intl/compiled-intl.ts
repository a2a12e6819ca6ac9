import { createElement, Fragment, type ReactNode } from 'react';
import { type CompiledMessage, formatCompiled, type MessageValue } from '../../shared/i18n/compiled-message';
import type { MessageKey } from '../../shared/i18n/messages';
import { formatNumberOption } from '../../shared/i18n/format';
import { madeOnce } from '../../shared/i18n/made-once';
import { formatListOption } from '../../shared/i18n/swiss-list';

/**
 * A language's texts as the shell and the widget get them: compiled at build time (vite.shell.config.ts,
 * vite.widget.config.ts), or in dev and tests (shared/i18n/compile-message.ts).
 */
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

type Plain = string | number | boolean | null | undefined;

/** What the shell and the widget word with: the part of react-intl's shape they use, on compiled messages. */
export interface CompiledIntl {
  /** The language tag the texts are formatted for, e.g. 'de-CH'. */
  locale: string;
  messages: Catalogue;
  formatMessage(descriptor: { id: MessageKey }, values?: Record<string, Plain>): string;
  formatMessage(descriptor: { id: MessageKey }, values: Record<string, MessageValue<ReactNode>>): ReactNode;
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** One formatter per set of options (equal options are equal as JSON). */
const byOptions = <O, F>(make: (options: O) => F) => madeOnce(make, (options) => JSON.stringify(options));

/**
 * The intl of one language. A missing id shows the id itself (as react-intl does) and is
 * reported as an error, so a text that is not loaded yet fails the tests that watch the console; a
 * message whose tags were filled with elements becomes one fragment, so its parts need no keys.
 */
export function createCompiledIntl(locale: string, messages: Catalogue): CompiledIntl {
  const lists = byOptions((options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
  const numbers = byOptions((options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
  function formatMessage(descriptor: { id: MessageKey }, values?: Record<string, MessageValue<ReactNode>>): ReactNode {
    const message = Object.hasOwn(messages, descriptor.id) ? messages[descriptor.id] : undefined;
    if (message === undefined) {
      console.error(`no text ${descriptor.id} in ${locale}`);
      return descriptor.id;
    }
    const formatted = formatCompiled<ReactNode>(message, values, locale);
    return typeof formatted === 'string' ? formatted : createElement(Fragment, null, ...formatted);
  }
  return {
    locale,
    messages,
    formatMessage: formatMessage as CompiledIntl['formatMessage'],
    // Intl's list data would load while a price list hydrates (shared/i18n/swiss-list.ts).
    formatList: (items, options = {}) => formatListOption(locale, items, options) ?? lists(options).format(items),
    // The shop's languages word plain numbers by its one rule (shared/i18n/format.ts), not by Intl's fr-CH.
    formatNumber: (value, options = {}) => formatNumberOption(locale, value, options) ?? numbers(options).format(value),
  };
}
