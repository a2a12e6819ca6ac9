import type { MessageKey } from './index';

/**
 * Whether a text built at run time (a field name, a status from the server) has a catalogue entry,
 * narrowing it to a typed message id. `messages` is the catalogue at hand (the intl's messages),
 * so the shell needs not import every language.
 */
export function hasMessage(messages: object, id: string): id is MessageKey {
  return Object.hasOwn(messages, id);
}
