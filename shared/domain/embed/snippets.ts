/*
 * The embed-code builder's output: the snippet for a plain HTML page, for React and for Next.js
 * (both through the npm package @printshop/embed), and the Content-Security-Policy they need. Pure
 * text from an EmbedCode, so the page prints what the tests run (e2e/embed-builder.spec.ts).
 */

import { EMBED_THEME_TOKENS, type EmbedCode } from './embed-code';

/** The loader's URL: the widget's major version names it (widget/EMBEDDING.md, "Versions"). */
export const loaderUrl = (shop: string) => `${new URL(shop).origin}/widget/v1/configurator.js`;

const htmlValue = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The data-* attributes every widget element of the embed carries but its product. */
function sharedAttributes(code: EmbedCode): [string, string][] {
  return [
    ['data-lang', code.language],
    ...(code.embedded ? [['data-embedded', 'true'] as [string, string]] : []),
    ...(code.embedded && code.settings ? [['data-settings', JSON.stringify(code.settings)] as [string, string]] : []),
    ...EMBED_THEME_TOKENS.flatMap((token): [string, string][] => (code.theme[token] ? [[`data-theme-${token}`, code.theme[token]]] : [])),
    ...prefillAttributes(code),
  ];
}

/** What the React component takes as `div` props (EMBEDDING.md, "npm package and React"): partner, prefill, data layer. */
function prefillAttributes(code: EmbedCode): [string, string][] {
  const attributes: [string, string][] = [];
  if (code.partner) attributes.push(['data-partner', code.partner]);
  if (code.size) attributes.push(['data-size', code.size]);
  if (code.image) attributes.push(['data-image', code.image]);
  if (code.dataLayer) attributes.push(['data-datalayer', 'on']);
  return attributes;
}

/** Each product's widget: one element, or one for the start page when no product is chosen. */
const productsOf = (code: EmbedCode): (string | null)[] => (code.products.length > 0 ? [...code.products] : [null]);

/** A plain HTML page's snippet: an element per widget and the loader, nothing inline (works under a strict CSP). */
export function htmlSnippet(code: EmbedCode): string {
  const shared = sharedAttributes(code);
  const elements = productsOf(code).map((product) => {
    const attributes = [...(product ? [['data-product-id', product] as [string, string]] : []), ...shared];
    return `<div data-printshop-configurator${attributes.map(([name, value]) => `\n  ${name}="${htmlValue(value)}"`).join('')}></div>`;
  });
  return [...elements, `<script src="${loaderUrl(code.shop)}" async></script>`].join('\n');
}

/** A JSX attribute: a string literal when JSX can hold it as written, an expression otherwise. */
const jsxAttribute = (name: string, value: string) => (/["{}<>&\\]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`);

/** An object as a JS literal of single-line JSON: what the component's theme and settings props take. */
const jsObject = (value: object) => JSON.stringify(value);

/** The component's JSX for each widget, indented for the function body. */
function componentJsx(code: EmbedCode, indent: string): string {
  const theme = Object.keys(code.theme).length > 0 ? [`theme={${jsObject(code.theme)}}`] : [];
  const props = (product: string | null) => [
    jsxAttribute('shop', new URL(code.shop).origin),
    ...(product ? [jsxAttribute('productId', product)] : []),
    jsxAttribute('lang', code.language),
    ...(code.embedded ? ['embedded'] : []),
    ...(code.embedded && code.settings ? [`settings={${jsObject(code.settings)}}`] : []),
    ...theme,
    ...prefillAttributes(code).map(([name, value]) => jsxAttribute(name, value)),
    // Embedded mode hands the design to the page, which keeps it (feeding it back as settings opens it again).
    ...(code.embedded ? ['onDone={(detail) => console.log(detail.instruction, detail.design, detail.printdata)}'] : []),
  ];
  const widgets = productsOf(code).map(
    (product) =>
      `${indent}  <PrintshopConfigurator\n${props(product)
        .map((prop) => `${indent}    ${prop}`)
        .join('\n')}\n${indent}  />`,
  );
  return widgets.length === 1 ? widgets[0]!.replace(/^ {2}/gm, '') : `${indent}<>\n${widgets.join('\n')}\n${indent}</>`;
}

const IMPORT = "import { PrintshopConfigurator } from '@printshop/embed/react';";

/** A React component with the package's component (`npm install @printshop/embed`). */
export function reactSnippet(code: EmbedCode): string {
  return `${IMPORT}\n\nexport function PrintshopEmbed() {\n  return (\n${componentJsx(code, '    ')}\n  );\n}\n`;
}

/**
 * Next.js (App Router): the same component as a client component. It touches the browser only in
 * an effect, so the server renders its empty div and the widget mounts in the browser.
 */
export function nextSnippet(code: EmbedCode): string {
  return `'use client';\n\n${IMPORT}\n\nexport default function PrintshopEmbed() {\n  return (\n${componentJsx(code, '    ')}\n  );\n}\n`;
}

/** A server page of Next.js's App Router that shows the client component (printshop-embed.tsx beside it). */
export const nextPageSnippet = `import PrintshopEmbed from './printshop-embed';

export default function Page() {
  return <PrintshopEmbed />;
}
`;

/** The directives of a strict policy that lets the widget work (EMBEDDING.md, "Content Security Policy"). */
export type CspDirective = 'default-src' | 'script-src' | 'style-src' | 'connect-src' | 'img-src';

/**
 * The policy each snippet needs: the shop's origin in script-src (the loader and its modules),
 * connect-src (the API, fonts) and img-src (pictures, uploads); style-src and fonts need nothing of the
 * shop (constructed stylesheets; font files come under connect-src). 'self' stays for the page's own.
 */
export function embedCsp(shop: string): [CspDirective, string][] {
  const origin = new URL(shop).origin;
  return [
    ['default-src', "'self'"],
    ['script-src', `'self' ${origin}`],
    ['style-src', "'self'"],
    ['connect-src', `'self' ${origin}`],
    ['img-src', `'self' ${origin}`],
  ];
}

/** The policy as a header's value, one line. */
export const cspHeaderValue = (csp: readonly [CspDirective, string][]) => csp.map(([directive, sources]) => `${directive} ${sources}`).join('; ');
