import { config } from 'zod/v4';

/*
 * `zod` as the widget's and the shop's browser builds give it (vite.widget.config.ts and
 * vite.shell.config.ts alias the bare import here): zod would try `new Function` to compile its
 * object parsers; on a page whose CSP has no 'unsafe-eval' (a partner's, the shop's own) that try
 * fails quietly but is reported as a CSP violation (to the page's report-uri, too). Without it zod parses as correctly, only a little slower. As the module every
 * schema's module imports zod through, it runs before the first schema is made, whichever chunk
 * that lands in.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
