import type { ReactNode } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import { PAGE_DATA_ELEMENT_ID, type PageAssets } from './page-data';

interface DocumentProps {
  lang: Locale;
  assets: PageAssets;
  tagManagerId: string | null;
  /** The page data (page-data.ts) as script-safe JSON; the browser hands back the very text it read. */
  dataJson: string;
  /** Stylesheets written into the page by URL (the entry's, see ShellRendererOptions); the browser hands back their text too. */
  inlineStyles: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser, so that
 * <title>, <meta> and <link> elements rendered by pages are hoisted into <head>. The data block is
 * JSON (never executed): the CSP without inline scripts holds.
 */
export function Document({ lang, assets, tagManagerId, dataJson, inlineStyles, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {tagManagerId && <meta name="tag-manager-id" content={tagManagerId} />}
        <link rel="icon" href="data:," />
        {assets.styles.map((href) => {
          const css = inlineStyles[href];
          return css === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
          );
        })}
        {/* Low priority: the modules hydrate the page, they do not paint it; the stylesheet and the
            page's images go first on a slow line. */}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
        <script type="module" src={assets.entry} />
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={PAGE_DATA_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: dataJson }} />
      </body>
    </html>
  );
}
