import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { type CompiledMessage, type Part, PLURAL, POUND, SELECT, TAG } from './compiled-message';

/*
 * ICU texts to the browser's compiled form (compiled-message.ts), at build time and in tests. Only
 * what the catalogues use is supported: arguments, cardinal plurals (no offset), select, # and
 * rich-text tags. Anything else throws, naming the message.
 */

function compileElements(id: string, elements: MessageFormatElement[]): Part[] {
  const parts: Part[] = [];
  const cases = (options: Record<string, { value: MessageFormatElement[] }>) =>
    Object.fromEntries(Object.entries(options).map(([key, option]) => [key, compileElements(id, option.value)]));
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += element.value;
        else parts.push(element.value);
        break;
      case TYPE.argument:
        parts.push([element.value]);
        break;
      case TYPE.pound:
        parts.push(POUND);
        break;
      case TYPE.plural:
        if (element.pluralType !== 'cardinal' || element.offset !== 0) throw new Error(`${id}: only cardinal plurals without offset are supported`);
        parts.push([element.value, PLURAL, cases(element.options)]);
        break;
      case TYPE.select:
        parts.push([element.value, SELECT, cases(element.options)]);
        break;
      case TYPE.tag:
        parts.push([element.value, TAG, compileElements(id, element.children)]);
        break;
      default:
        throw new Error(`${id}: ICU element type ${TYPE[element.type]} is not supported by compiled-message.ts`);
    }
  }
  return parts;
}

export function compileMessage(id: string, text: string): CompiledMessage {
  const parts = compileElements(id, parse(text));
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

export function compileCatalogue<K extends string>(catalogue: Record<K, string>): Record<K, CompiledMessage> {
  return Object.fromEntries(Object.entries<string>(catalogue).map(([id, text]) => [id, compileMessage(id, text)])) as Record<K, CompiledMessage>;
}
