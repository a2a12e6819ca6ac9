import { describe, expect, it } from 'vitest';
import type { EmbedCode } from './embed-code';
import { cspHeaderValue, embedCsp, htmlSnippet, loaderUrl, nextSnippet, reactSnippet } from './snippets';

const base: EmbedCode = {
  shop: 'https://shop.example/de',
  products: ['canvas'],
  language: 'fr',
  embedded: false,
  settings: null,
  theme: {},
  partner: '',
  size: '',
  image: '',
  dataLayer: false,
};

describe('the HTML snippet', () => {
  it('is an element and the shop’s v1 loader, nothing inline', () => {
    expect(htmlSnippet(base)).toBe(
      '<div data-printshop-configurator\n  data-product-id="canvas"\n  data-lang="fr"></div>\n<script src="https://shop.example/widget/v1/configurator.js" async></script>',
    );
    expect(loaderUrl('https://shop.example/x?y')).toBe('https://shop.example/widget/v1/configurator.js');
  });

  it('carries every option as EMBEDDING.md names it, values escaped, one element per product', () => {
    const html = htmlSnippet({
      ...base,
      products: ['canvas', 'poster'],
      embedded: true,
      settings: { instruction: { configuration: { size: 'a3' } } },
      theme: { primary: '#0b5d4b', font: '"Source Sans 3", sans-serif', radius: '0.5rem', spacing: '1.25' },
      partner: 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK',
      size: 'a2-portrait',
      image: 'https://images.partner.example/a.jpg?x=1&y=2',
      dataLayer: true,
    });
    expect(html.match(/<div data-printshop-configurator/g)).toHaveLength(2);
    expect(html).toContain('data-product-id="poster"');
    expect(html).toContain('data-embedded="true"');
    expect(html).toContain('data-settings="{&quot;instruction&quot;:{&quot;configuration&quot;:{&quot;size&quot;:&quot;a3&quot;}}}"');
    expect(html).toContain('data-theme-font="&quot;Source Sans 3&quot;, sans-serif"');
    expect(html).toContain('data-theme-spacing="1.25"');
    expect(html).toContain('data-partner="pk_4mT9qX2vL8rB1nZ6cW3yH5dK"');
    expect(html).toContain('data-size="a2-portrait"');
    expect(html).toContain('data-image="https://images.partner.example/a.jpg?x=1&amp;y=2"');
    expect(html).toContain('data-datalayer="on"');
  });

  it('names no product for the start page, and no settings outside embedded mode', () => {
    const html = htmlSnippet({ ...base, products: [], settings: { design: {} } });
    expect(html).not.toContain('data-product-id');
    expect(html).not.toContain('data-settings');
  });
});

describe('the React and Next.js snippets', () => {
  const code: EmbedCode = { ...base, theme: { primary: '#0b5d4b', font: '"Source Sans 3", serif' }, partner: 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK', dataLayer: true };

  it('use the package’s component with the options as props and the rest as div attributes', () => {
    expect(reactSnippet(code)).toBe(`import { PrintshopConfigurator } from '@printshop/embed/react';

export function PrintshopEmbed() {
  return (
    <PrintshopConfigurator
      shop="https://shop.example"
      productId="canvas"
      lang="fr"
      theme={{"primary":"#0b5d4b","font":"\\"Source Sans 3\\", serif"}}
      data-partner="pk_4mT9qX2vL8rB1nZ6cW3yH5dK"
      data-datalayer="on"
    />
  );
}
`);
  });

  it('wrap several widgets in a fragment and hand an embedded design to onDone', () => {
    const jsx = reactSnippet({ ...code, products: ['canvas', 'poster'], embedded: true, settings: { design: {} } });
    expect(jsx).toContain('    <>\n      <PrintshopConfigurator\n');
    expect(jsx.match(/<PrintshopConfigurator/g)).toHaveLength(2);
    expect(jsx).toContain('        embedded\n        settings={{"design":{}}}\n');
    expect(jsx).toContain('onDone={(detail) =>');
  });

  it('make a client component for Next.js', () => {
    const next = nextSnippet(code);
    expect(next.startsWith("'use client';\n\nimport { PrintshopConfigurator } from '@printshop/embed/react';")).toBe(true);
    expect(next).toContain('export default function PrintshopEmbed()');
  });
});

describe('the policy', () => {
  it('allows the shop’s origin for scripts, the API and images, and nothing inline', () => {
    const csp = embedCsp('http://127.0.0.1:18080/partner/embed');
    expect(cspHeaderValue(csp)).toBe(
      "default-src 'self'; script-src 'self' http://127.0.0.1:18080; style-src 'self'; connect-src 'self' http://127.0.0.1:18080; img-src 'self' http://127.0.0.1:18080",
    );
    expect(cspHeaderValue(csp)).not.toContain('unsafe');
  });
});
