import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ManifestChunk } from '../shared/api/shell-render';
import type { TextFiles } from '../shared/i18n/text-parts';
import type { Figure } from './api';
import { startShop } from './shop-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shellDir = path.join(root, 'dist/shell');

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : name.endsWith(ext) ? [full] : [];
  });
}

export function sizes(list: string[]): { raw: number; gz: number; br: number } {
  const raw = list.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = list.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  // Brotli at its default quality (11), as scripts/precompress.ts stores the files the server answers.
  const br = list.reduce((sum, f) => sum + brotliCompressSync(readFileSync(f)).length, 0);
  return { raw, gz, br };
}

export const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The given files (under dist/shell) and, from Vite's manifest, whatever they import statically. */
function withImports(manifest: Record<string, ManifestChunk>, start: readonly string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  start.forEach(visit);
  return [...seen];
}

/**
 * The JS a server-rendered page loads before it hydrates: the module script and the modulepreloads
 * its HTML names (the server lists the entry's static imports, the chunks of the lazy parts it
 * rendered and the page language's texts), plus whatever those import statically, in case the HTML
 * missed one. Files under dist/shell.
 */
function initialScripts(html: string, manifest: Record<string, ManifestChunk>): string[] {
  const tags = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  return withImports(manifest, tags).map((file) => path.join(shellDir, file));
}

/** The configurator route's page and the widget's configurator it loads (Vite's manifest keys, relative to shell/). */
const CONFIGURATOR_ROUTE = ['features/configurator/configurator-page.tsx', '../widget/configurator/configurator.tsx'];

/**
 * The shell's configurator route, apart from what every page loads (the entry and what it imports:
 * the vendor chunk with React, the router and jotai, the schemas): the route's own chunks (the page,
 * the configurator and their static imports) and its texts of one language. What the configurator
 * imports lazily (the design step, once it is split off) is not in it.
 */
function configuratorRoute(manifest: Record<string, ManifestChunk>, texts: string) {
  const file = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench: no ${key} in the shell's manifest`);
    return chunk.file;
  };
  const everyPage = withImports(manifest, [file('index.html')]);
  const own = withImports(manifest, CONFIGURATOR_ROUTE.map(file)).filter((f) => !everyPage.includes(f));
  const inShell = (list: readonly string[]) => list.map((f) => path.join(shellDir, f));
  const vendor = everyPage.filter((f) => /\/vendor-[\w-]+\.js$/.test(f));
  return {
    own: sizes([...inShell(own), path.join(shellDir, texts)]),
    vendor: sizes(inShell(vendor)),
    entry: sizes(inShell(everyPage.filter((f) => !vendor.includes(f)))),
  };
}

/** The pages whose initial JS is measured: the home page and a product page with its price table. */
const PAGES = ['/de', '/de/leinwand'];

/** What a visitor downloads: a shop page's initial JS and all of the shell's JS (the widget's files: bench/widget-start.ts). */
export async function benchBundles(): Promise<Figure[]> {
  execSync('npm run build --silent', { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(path.join(shellDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const textFiles = JSON.parse(readFileSync(path.join(shellDir, 'text-files.json'), 'utf8')) as TextFiles;
  const texts = sizes([path.join(shellDir, textFiles.first?.de ?? '')]);
  const configurator = configuratorRoute(manifest, textFiles.configurator?.de ?? '');
  const shop = await startShop();
  const pageFigures: Figure[] = [];
  try {
    for (const page of PAGES) {
      const html = await (await fetch(`${shop.base}${page}`)).text();
      const initial = sizes(initialScripts(html, manifest));
      pageFigures.push(
        { name: `bundle shell initial JS ${page} (before hydration, incl. de texts)`, value: kb(initial.raw), unit: 'kB' },
        { name: `bundle shell initial JS ${page} gzip (before hydration, incl. de texts)`, value: kb(initial.gz), unit: 'kB' },
        // Issue 45's budget, as e2e/server-render.spec.ts holds it: what the server sends, brotli.
        { name: `bundle shell initial JS ${page} brotli, as served (before hydration, incl. de texts; budget 110)`, value: kb(initial.br), unit: 'kB' },
      );
    }
  } finally {
    await shop.stop();
  }
  const allShell = sizes(files(path.join(shellDir, 'app'), '.js'));
  return [
    ...pageFigures,
    { name: 'bundle shell texts of one language (de) gzip, in the initial JS above', value: kb(texts.gz), unit: 'kB' },
    {
      name: "bundle shell configurator route own JS gzip (its chunks and de texts, without every page's; budget 100 before the design step)",
      value: kb(configurator.own.gz),
      unit: 'kB',
    },
    { name: 'bundle shell vendor chunk gzip (React, router, jotai: every page loads it)', value: kb(configurator.vendor.gz), unit: 'kB' },
    { name: "bundle shell entry's other chunks gzip (every page loads them)", value: kb(configurator.entry.gz), unit: 'kB' },
    { name: 'bundle shell all JS (incl. lazy chunks) gzip', value: kb(allShell.gz), unit: 'kB' },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await benchBundles()) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
}
