import { type RefObject, useLayoutEffect } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts `css` into the document or shadow root that holds `ref`'s element, once per root: the
 * design step's styles arrive with its lazily loaded chunk, not in the widget's first step, and
 * as a constructed sheet (CSSOM) a partner page's CSP without 'unsafe-inline' does not block them
 * (as widget/embed/widget-styles.ts does for the first step's).
 */
export function useAdoptedSheet(ref: RefObject<HTMLElement | null>, css: string) {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot) || !root.adoptedStyleSheets) return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [ref, css]);
}
