import type { StaticHandlerContext } from 'react-router';
import type { ManifestChunk, ShellRendererOptions } from '../../shared/api/shell-render';
import type { Locale } from '../../shared/i18n/locales';
import type { ContentData } from '../features/content/content-loader';
import type { PageAssets } from './page-data';
import { routeChunkSources, type RouteChunk } from './route-chunks';

const ENTRY = 'index.html';
const url = (file: string) => `/${file}`;

/** The lazy chunk each fixed route root renders. */
const chunkOfRoot: Partial<Record<string, RouteChunk>> = {
  checkout: 'checkout',
  selfcare: 'selfcare',
  customer: 'customer',
  configurator: 'configurator',
};

const source = (name: RouteChunk | 'errorPage' | undefined) => (name ? [routeChunkSources[name]] : []);

/** A chunk of the manifest and everything it imports (each once), entry first. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/**
 * What the page links from Vite's manifest: the entry's module and CSS, and for the lazy chunks the
 * page renders on the server their CSS as stylesheets, so the page is styled without JavaScript.
 * The modules of its route's chunk and of the error page are preloaded: the browser loads the
 * matched route before hydrating, and the error page is most of a 404. The price list's module is
 * not: it is below the page's head and hydrates once its chunk is there (React keeps the server's
 * HTML meanwhile), so its code does not delay the rest of the page.
 */
export function pageAssets(options: ShellRendererOptions, lang: Locale, context: StaticHandlerContext): PageAssets {
  const { manifest } = options;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`the shell's manifest lacks ${ENTRY}`);
  const root = context.location.pathname.split('/')[2] ?? '';
  const content = (context.loaderData.content ?? context.loaderData.home) as ContentData | undefined;
  const seen = new Set<string>();
  const preloaded = [ENTRY, ...source(chunkOfRoot[root]), ...source(context.statusCode === 200 ? undefined : 'errorPage')].flatMap((key) =>
    closure(manifest, key, seen),
  );
  const styledOnly = content && Object.keys(content.priceLists).length > 0 ? closure(manifest, routeChunkSources.product, seen) : [];
  const catalogue = options.catalogueChunks[lang];
  return {
    entry: url(entry.file),
    styles: [...new Set([...preloaded, ...styledOnly].flatMap((chunk) => chunk.css ?? []))].map(url),
    preloads: [...preloaded.slice(1).map((chunk) => url(chunk.file)), ...(catalogue ? [catalogue] : [])],
  };
}
