import { benchApi, PUBLIC_PAGE_LABEL } from './api';
import { printFiguresIfStarted } from './bench-run';

/**
 * `npx tsx bench/public-page.ts`: only the public page figure of `npm run bench` (GET /de/leinwand
 * at 50 connections against bare node:http serving the same bytes), on the embedded PostgreSQL.
 */
printFiguresIfStarted(import.meta.url, () => benchApi({ label: 'embedded' }, (label) => label === PUBLIC_PAGE_LABEL));
