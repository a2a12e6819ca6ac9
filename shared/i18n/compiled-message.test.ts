import { createIntl } from '@formatjs/intl';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-message';
import { formatCompiled } from './compiled-message';
import { locales } from './locales';
import { serverCatalogues } from './messages/server-catalogues';

/** Every argument of a message by kind, plural cases and tag contents included. */
function argumentsOf(elements: MessageFormatElement[], found = { plain: new Set<string>(), plural: new Set<string>(), tag: new Set<string>() }) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.plain.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.plural.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) {
      found.tag.add(element.value);
      argumentsOf(element.children, found);
    }
  }
  return found;
}

const wrapTag = (name: string) => (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`;

/** Values that visit every case: counts for plurals (0, one, many, grouped digits), words and numbers for arguments. */
function valueSets(text: string): Record<string, unknown>[] {
  const found = argumentsOf(parse(text));
  const tags = Object.fromEntries([...found.tag].map((name) => [name, wrapTag(name)]));
  return [0, 1, 2, 21, 1234, 0.5].flatMap((count) =>
    ['Zürich', count * 1000].map((plain) => ({
      ...tags,
      ...Object.fromEntries([...found.plain].map((name) => [name, plain])),
      ...Object.fromEntries([...found.plural].map((name) => [name, count])),
    })),
  );
}

describe('compiled messages', () => {
  it.each(locales)('word every %s message exactly as @formatjs/intl does', (locale) => {
    const intl = createIntl({ locale: `${locale}-CH`, messages: serverCatalogues[locale], onError: (error) => expect.unreachable(error.message) });
    const catalogue: Record<string, string> = serverCatalogues[locale];
    // The shop's one rule (format.ts): French decimals take the point; only a fractional count (0.5) shows it here.
    const shopRule = (text: string, values: Record<string, unknown>) =>
      locale === 'fr' && Object.values(values).includes(0.5) ? text.replace(/0,5/g, '0.5') : text;
    for (const [id, text] of Object.entries(catalogue)) {
      const compiled = compileMessage(id, text);
      for (const values of valueSets(text)) {
        expect(formatCompiled(compiled, values as never, `${locale}-CH`), `${id} ${JSON.stringify(values)}`).toBe(
          shopRule(intl.formatMessage({ id: id as never }, values as never), values),
        );
      }
    }
  });

  it('keep a plain text a string', () => {
    expect(compileMessage('x', 'Warenkorb')).toBe('Warenkorb');
    expect(compileMessage('x', "Its ''quoted'' text")).toBe("Its 'quoted' text");
  });

  it('give the tag filler its words and keep what it returns', () => {
    const link = { kind: 'link' };
    const compiled = compileMessage('x', 'Ich akzeptiere die <link>AGB von {shop}</link>.');
    expect(formatCompiled(compiled, { shop: 'Print Atelier', link: (chunks) => ({ ...link, chunks }) as never }, 'de-CH')).toEqual([
      'Ich akzeptiere die ',
      { kind: 'link', chunks: ['AGB von Print Atelier'] },
      '.',
    ]);
  });

  it('pick an exact plural case before the language rule, and a select case or other', () => {
    const compiled = compileMessage('x', '{n, plural, =0 {leer} one {# Bild} other {# Bilder}} {kind, select, canvas {Leinwand} other {Druck}}');
    expect(formatCompiled(compiled, { n: 0, kind: 'canvas' }, 'de-CH')).toBe('leer Leinwand');
    expect(formatCompiled(compiled, { n: 1, kind: 'poster' }, 'de-CH')).toBe('1 Bild Druck');
    expect(formatCompiled(compiled, { n: 1234, kind: 'canvas' }, 'de-CH')).toBe(`${new Intl.NumberFormat('de-CH').format(1234)} Bilder Leinwand`);
  });

  it('refuse what the browser cannot word', () => {
    expect(() => compileMessage('price', '{amount, number, ::currency/CHF}')).toThrow(/price: .*number/);
    expect(() => compileMessage('rank', '{n, selectordinal, one {#st} other {#th}}')).toThrow(/rank: only cardinal/);
  });
});
