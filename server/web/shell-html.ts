import { FIRST_PAGE_ELEMENT_ID } from '../../shared/api/first-page';
import type { Locale } from '../../shared/i18n/locales';

export interface ShellPage {
  lang: Locale;
  /** The page language's message chunk ('/app/de-….js'), preloaded beside the entry. */
  catalogueChunk: string | undefined;
  /** FirstPageData as JSON, or null when the page gets none (an unknown language). */
  firstPageJson: string | null;
}

// Inside <script>, "</script" or "<!--" in a CMS text would end or confuse the element: JSON
// allows \u003c for "<", and JSON.parse reads it back unchanged.
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built shell's index.html for one page: its language on <html>, the language's messages
 * preloaded (crossorigin like Vite's own module tags, so the browser reuses the preload), and the
 * page's data inline. A JSON script is never executed, so the CSP without inline scripts holds.
 */
export function renderShellHtml(template: string, page: ShellPage): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`);
  if (page.catalogueChunk) {
    html = html.replace('</head>', `  <link rel="modulepreload" crossorigin href="${attr(page.catalogueChunk)}">\n  </head>`);
  }
  if (page.firstPageJson !== null) {
    html = html.replace(
      '<div id="root"></div>',
      `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${scriptSafe(page.firstPageJson)}</script>\n    <div id="root"></div>`,
    );
  }
  return html;
}
