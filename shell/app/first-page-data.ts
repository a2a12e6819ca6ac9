import type { FirstPageData } from '../../shared/api/first-page';
import { FIRST_PAGE_ELEMENT_ID } from '../../shared/api/first-page-id';

/**
 * The data the server put into this page's HTML (see server/web/shell-html.ts), read once. Like the
 * lean API it is not validated here: zod would cost the entry chunk 25 kB, and the server built it
 * from answers it validated with the same schemas.
 */
export function readFirstPageData(doc: Document = document): FirstPageData | null {
  const element = doc.getElementById(FIRST_PAGE_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as FirstPageData;
  } catch {
    return null;
  }
}
