import { createElement, Fragment, type ReactNode } from 'react';
import type { IntlConfig } from 'react-intl';
import { type CompiledMessage, formatCompiled, type MessageValue } from '../../../shared/i18n/compiled-message';
import type { MessageKey } from '../../../shared/i18n/messages';

/** A language's catalogue as the shell gets it: compiled at build time (vite.shell.config.ts), or in dev and tests. */
export type ShellCatalogue = Readonly<Record<string, CompiledMessage>>;

/** The widget configurator's texts, for its react-intl: ICU ASTs in a build, strings in dev and tests. */
export type ConfiguratorTexts = IntlConfig['messages'];

type Plain = string | number | boolean | null | undefined;

/** What the shell words with: react-intl's shape (the part the shell used), on compiled messages. */
export interface ShellIntl {
  /** The language tag the texts are formatted for, e.g. 'de-CH'. */
  locale: string;
  messages: ShellCatalogue;
  formatMessage(descriptor: { id: MessageKey }, values?: Record<string, Plain>): string;
  formatMessage(descriptor: { id: MessageKey }, values: Record<string, MessageValue<ReactNode>>): ReactNode;
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
}

/**
 * The shell's intl for one language. A missing id shows the id itself (as react-intl does) and is
 * reported as an error, so a text that is not loaded yet fails the tests that watch the console; a
 * message whose tags were filled with elements becomes one fragment, so its parts need no keys.
 */
export function createShellIntl(locale: string, messages: ShellCatalogue): ShellIntl {
  const lists = new Map<string, Intl.ListFormat>();
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
    formatMessage: formatMessage as ShellIntl['formatMessage'],
    formatList(items, options = {}) {
      const key = JSON.stringify(options);
      let format = lists.get(key);
      if (!format) {
        format = new Intl.ListFormat(locale, options);
        lists.set(key, format);
      }
      return format.format(items);
    },
  };
}
