import type { StaticHandlerContext } from 'react-router';
import type { ManifestChunk, ShellRendererOptions } from '../../shared/api/shell-render';
import type { Locale } from '../../shared/i18n/locales';
import type { PageAssets } from './page-data';
import { chunksWithLaterTexts, routeChunkSources, type RouteChunk } from './route-chunks';

const ENTRY = 'index.html';
const url = (file: string) => `/${file}`;

/** The lazy chunk each fixed route root renders. */
const chunkOfRoot: Partial<Record<string, RouteChunk>> = {
  checkout: 'checkout',
  selfcare: 'selfcare',
  customer: 'customer',
  configurator: 'configurator',
  admin: 'admin',
};

/** A chunk of the manifest and everything it imports (each once), entry first. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/**
 * What the page links from Vite's manifest: the entry's module and CSS, and for the lazy chunks the
 * page renders on the server (its route's chunk, the error page) their modules as modulepreload and
 * their CSS as stylesheets, so the page is styled without JavaScript. The price list's chunk is not
 * among them: it hydrates once it is there (React keeps the server's HTML meanwhile), so its code
 * does not delay the rest of the page, and its CSS is the entry's.
 */
export function pageAssets(options: ShellRendererOptions, lang: Locale, context: StaticHandlerContext): PageAssets {
  const { manifest } = options;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`the shell's manifest lacks ${ENTRY}`);
  // The back office lives at /admin, outside the /{lang} pages.
  const [, first = '', second = ''] = context.location.pathname.split('/');
  const root = first === 'admin' ? first : second;
  const routeChunk = chunkOfRoot[root];
  const seen = new Set<string>();
  const lazy = [routeChunk, context.statusCode === 200 ? undefined : ('errorPage' as const)].flatMap((name) => (name ? [routeChunkSources[name]] : []));
  const chunks = [ENTRY, ...lazy].flatMap((key) => closure(manifest, key, seen));
  const files = options.textFiles;
  const texts = [
    files.first?.[lang],
    routeChunk && chunksWithLaterTexts.has(routeChunk) ? files.later?.[lang] : undefined,
    routeChunk === 'admin' ? files.admin?.[lang] : undefined,
    routeChunk === 'configurator' ? files.configurator?.[lang] : undefined,
  ];
  return {
    entry: url(entry.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(url),
    preloads: [...chunks.slice(1).map((chunk) => url(chunk.file)), ...texts.flatMap((file) => (file ? [url(file)] : []))],
  };
}
