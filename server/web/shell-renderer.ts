import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiGet, ManifestChunk, ShellRenderOutcome, ShellServerModule } from '../../shared/api/shell-render';
import type { Config } from '../config/config';

export type RenderShellPage = (url: string) => Promise<ShellRenderOutcome>;

const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);

/** The entry's CSS by URL, each file's text with any '</style' escaped (a CSS escape: the rules read the same). */
function entryStyles(shellDir: string, manifest: Record<string, ManifestChunk>): Record<string, string> {
  const files = manifest['index.html']?.css ?? [];
  return Object.fromEntries(files.map((file) => [`/${file}`, readFileSync(path.join(shellDir, file), 'utf8').replaceAll(/<\/style/gi, '<\\/style')]));
}

/**
 * The shell's server render, loaded from its build (dist/shell-server/entry-server.js; the server
 * never imports the shell's sources). Its loaders read the server's own API through inject, as a
 * visitor without cookies: only public data reaches the HTML. Null when the shell is not built.
 */
export async function loadShellRenderer(app: FastifyInstance, config: Config): Promise<RenderShellPage | null> {
  const entry = path.resolve(config.DIST_DIR, 'shell-server', 'entry-server.js');
  const shellDir = path.resolve(config.DIST_DIR, 'shell');
  if (!existsSync(entry)) return null;
  // React chooses its production or development build by NODE_ENV when it is first loaded.
  process.env.NODE_ENV ??= config.NODE_ENV;
  const module = (await import(pathToFileURL(entry).href)) as ShellServerModule;
  const apiGet: ApiGet = async (url, locale) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': locale } });
    return { status: response.statusCode, body: response.statusCode < 300 ? response.json() : null };
  };
  const manifest = readJson<Record<string, ManifestChunk>>(path.join(shellDir, '.vite', 'manifest.json'), {});
  return module.createShellRenderer({
    apiGet,
    siteOrigin: config.PUBLIC_URL,
    manifest,
    entryStyles: entryStyles(shellDir, manifest),
    textFiles: readJson(path.join(shellDir, 'text-files.json'), {}),
    tagManagerId: config.TAG_MANAGER_ID ?? null,
  });
}
