import { config } from 'zod';

/*
 * Zod would try `new Function` to compile its object parsers; on a partner page whose CSP has no
 * 'unsafe-eval' that try fails quietly but is reported as a CSP violation (to the partner's
 * report-uri, too). Without it zod parses as correctly, only a little slower. Imported first by the
 * bundle's entry, before any schema is made.
 */
config({ jitless: true });
