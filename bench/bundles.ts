import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Figure } from './api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : name.endsWith(ext) ? [full] : [];
  });
}

function sizes(list: string[]): { raw: number; gz: number } {
  const raw = list.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = list.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  return { raw, gz };
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** What a visitor downloads: the shell's entry chunk and all its JS; the widget's loader, its lazily loaded bundle and one language's texts. */
export async function benchBundles(): Promise<Figure[]> {
  execSync('npm run build --silent', { cwd: root, stdio: 'ignore' });
  const shellJs = files(path.join(root, 'dist/shell/app'), '.js');
  // The initial JS of a shop page: the entry script and every chunk index.html preloads with it.
  const html = readFileSync(path.join(root, 'dist/shell/index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/app\/([^"]+\.js)"/g)].map((m) => path.join(root, 'dist/shell/app', m[1] as string));
  const entrySizes = sizes(initial);
  const allShell = sizes(shellJs);
  const widgetDir = path.join(root, 'dist/widget');
  const loader = sizes([path.join(widgetDir, 'configurator.js')]);
  // configurator-<8-character hash>.js is the bundle; configurator-<language>-<hash>.js are its texts.
  const widgetJs = readdirSync(widgetDir);
  const bundle = sizes(widgetJs.filter((name) => /^configurator-[\w-]{8}\.js$/.test(name)).map((name) => path.join(widgetDir, name)));
  const texts = sizes(widgetJs.filter((name) => /^configurator-de-[\w-]{8}\.js$/.test(name)).map((name) => path.join(widgetDir, name)));
  return [
    { name: 'bundle shell initial JS (entry + preloads)', value: kb(entrySizes.raw), unit: 'kB' },
    { name: 'bundle shell initial JS gzip (budget 100)', value: kb(entrySizes.gz), unit: 'kB' },
    { name: 'bundle shell all JS (incl. lazy chunks) gzip', value: kb(allShell.gz), unit: 'kB' },
    { name: 'bundle widget loader configurator.js gzip (budget 5)', value: kb(loader.gz), unit: 'kB' },
    { name: 'bundle widget configurator bundle gzip (budget 200)', value: kb(bundle.gz), unit: 'kB' },
    { name: 'bundle widget texts of one language gzip', value: kb(texts.gz), unit: 'kB' },
  ];
}
