import type { Plugin } from 'vite';

/** One string literal: '…', "…" or `…` (a template's ${…} may hold no backtick). */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`)';
/** A route's `summary: <string> [+ <string>…],`, `tags: [<string>…],` and `errors: [<status>…],` (shared/api/route.ts). */
const ROUTE_DOCS = new RegExp(
  String.raw`\bsummary:\s*${STRING}(?:\s*\+\s*${STRING})*\s*,|\btags:\s*\[(?:\s*${STRING}\s*,?)*\s*\]\s*,|\berrors:\s*\[[\d\s,]+\]\s*,`,
  'g',
);

/**
 * A route's summary, tags and error statuses are the OpenAPI document's (the server builds it, and
 * keeps them): the browser never reads them, and those of the calls a first paint makes weigh on
 * its budget (the widget's 110 kB, the loader's 2 kB, the shell's entry). Only literals go.
 */
export const withoutEndpointDocs: Plugin = {
  name: 'printshop-without-endpoint-docs',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]shared[\\/]api[\\/]routes[\\/][^\\/]+\.ts$/.test(id.split('?')[0] ?? '')) return null;
    return { code: code.replace(ROUTE_DOCS, ''), map: null };
  },
};
