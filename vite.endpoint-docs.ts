import type { Plugin } from 'vite';

/** One string literal: '…', "…" or `…` (a template's ${…} may hold no backtick). */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`)';
/** The end of a property: its comma, or the object's end. */
const END = String.raw`\s*(?:,|(?=\s*\}))`;
/** An endpoint's `summary: <string> [+ <string>…]`, `tags: [<string>…]` and `errors: [<status>…]` (shared/api/endpoint.ts, EndpointDocs). */
const ENDPOINT_DOCS = new RegExp(
  String.raw`\bsummary:\s*${STRING}(?:\s*\+\s*${STRING})*${END}|\btags:\s*\[(?:\s*${STRING}\s*,?)*\s*\]${END}|\berrors:\s*\[[\d\s,]+\]${END}`,
  'g',
);

/**
 * An endpoint's summary, tags and error statuses are the OpenAPI document's (the server builds it, and
 * keeps them): the browser never reads them, and the validating client's endpoints (shared/api/<area>.ts)
 * weigh on the chunks that load them. Only literals go; the zod-free routes (shared/api/routes/) carry none.
 */
export const withoutEndpointDocs: Plugin = {
  name: 'printshop-without-endpoint-docs',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]shared[\\/]api[\\/][^\\/]+\.ts$/.test(id.split('?')[0] ?? '')) return null;
    return { code: code.replace(ENDPOINT_DOCS, ''), map: null };
  },
};
