import { readFile } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';

/*
 * A partner's site for the widget's e2e tests: the sandbox host page (e2e/sandbox), or the files of
 * another folder (a built host app), and any extra pages, served by a static server of its own on localhost (another site than the shop on
 * 127.0.0.1, so no shop cookie reaches the shop from there). playwright.config.ts lists the
 * origins at shop port + 1 and + 2 in PARTNER_ORIGINS (one per worker); others are not allowed.
 */
const sandboxDir = path.resolve('e2e/sandbox');
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export interface PartnerSite {
  origin: string;
  close(): Promise<void>;
}

/** A page's HTML, or any file with its type and headers of its own (they win over the site's). */
export type PartnerPage = () => string | { body: string; type: string; headers?: OutgoingHttpHeaders };

export interface PartnerOptions {
  /** Extra pages (or other files) by path. */
  pages?: Record<string, PartnerPage>;
  /** Headers of every answer (e.g. a Content-Security-Policy). */
  headers?: OutgoingHttpHeaders;
  /** The folder of the site's files; the sandbox by default. */
  root?: string;
}

export async function startPartnerSite(port: number, { pages = {}, headers = {}, root = sandboxDir }: PartnerOptions = {}): Promise<PartnerSite> {
  const server: Server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html');
    const page = pages[name]?.();
    if (typeof page === 'string') return void res.writeHead(200, { ...headers, 'content-type': types['.html'] }).end(page);
    if (page) return void res.writeHead(200, { ...headers, ...page.headers, 'content-type': page.type }).end(page.body);
    const file = path.join(root, path.normalize(name));
    readFile(file).then(
      (body) => res.writeHead(200, { ...headers, 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return { origin: `http://localhost:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
