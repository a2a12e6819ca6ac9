import type { Locale } from '../i18n/locales';
import type { TextFiles } from '../i18n/text-parts';

/*
 * The contract between the server and the shell's server build (dist/shell-server/entry-server.js,
 * built from shell/entry-server.tsx): the server never imports the shell's sources, it loads that
 * file at start and hands it what a render needs. Types only, so both sides are checked against it.
 */

/** GET of one of the server's API paths in a language, as a visitor without cookies would make it. */
export type ApiGet = (path: string, locale: Locale) => Promise<{ status: number; body: unknown }>;

/** One chunk of Vite's build manifest (dist/shell/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface ShellRendererOptions {
  /** The server's own public API, read by the route loaders (public data only, no visitor). */
  apiGet: ApiGet;
  /** The shop's public origin (PUBLIC_URL), for canonical and alternate links. */
  siteOrigin: string;
  manifest: Record<string, ManifestChunk>;
  /**
   * The text of the entry's stylesheets by URL ('/app/index-….css'), safe inside <style>: written
   * into every page instead of linked, so the first paint waits for no second request.
   */
  entryStyles: Record<string, string>;
  /** Each part's text file of each language (vite.texts.ts): `first.de` is 'app/first-de-….js'. */
  textFiles: TextFiles;
  /** The tag manager container the shell was built with, or null. */
  tagManagerId: string | null;
}

export type ShellRenderOutcome =
  | { kind: 'redirect'; status: number; location: string }
  /** The whole HTML document, complete (all data loaded and rendered) and streamed. */
  | {
      kind: 'page';
      status: number;
      html: AsyncIterable<Uint8Array | string>;
      /** What failed while loading the page's data (a 5xx status), for the server's log. */
      failures: unknown[];
    };

export interface ShellServerModule {
  createShellRenderer(options: ShellRendererOptions): (url: string) => Promise<ShellRenderOutcome>;
}
