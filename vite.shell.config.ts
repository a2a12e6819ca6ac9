import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { locales } from './shared/i18n/locales';
import { configuratorMessages } from './shared/i18n/messages/configurator';
import { designMessages } from './shared/i18n/messages/design';
import { catalogues } from './shared/i18n/messages/index';

const backend = process.env.DEV_BACKEND ?? 'http://localhost:8080';
const messagesIndex = path.resolve('shared/i18n/messages/index.ts');
const CATALOGUE = 'virtual:shell-catalogue';

/**
 * Messages as the shell loads them: `virtual:shell-catalogue` gives one chunk per language. In a
 * build the texts are pre-parsed ICU ASTs (formatjs' "compile --ast"), so the ICU parser (about
 * 8 kB gzip) is left out of the bundle; shared/i18n/messages/index.ts (which the widget's
 * configurator imports) is served pre-parsed too, since no string message can be parsed then.
 * In dev the strings go as they are (the parser is there), so edits reload as usual.
 */
type Locale = (typeof locales)[number];
const ast = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, parse(text)]));

function shellCatalogues(build: boolean): Plugin {
  // The widget's own texts stay out of the shell's catalogue: the configurator chunk brings them.
  const widgetOnly = new Set([...Object.keys(configuratorMessages.de), ...Object.keys(designMessages.de)]);
  const shellTexts = (locale: Locale) => Object.fromEntries(Object.entries(catalogues[locale]).filter(([id]) => !widgetOnly.has(id)));
  return {
    name: 'printshop-shell-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id === CATALOGUE || id.startsWith(`${CATALOGUE}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${CATALOGUE}`) {
        const cases = locales.map((l) => `case '${l}': return import('${CATALOGUE}/${l}').then((m) => m.default);`).join('\n');
        return `export function loadCatalogueChunk(locale) {\n switch (locale) {\n${cases}\n default: return import('${CATALOGUE}/de').then((m) => m.default);\n }\n}`;
      }
      if (id.startsWith(`\0${CATALOGUE}/`)) {
        const locale = id.slice(`\0${CATALOGUE}/`.length) as Locale;
        if (!build) return `import { catalogues } from ${JSON.stringify(messagesIndex)};\nexport default catalogues[${JSON.stringify(locale)}];`;
        return `export default ${JSON.stringify(ast(shellTexts(locale)))};`;
      }
      if (build && path.resolve(id.split('?')[0] ?? '') === messagesIndex) {
        const all = Object.fromEntries(locales.map((l) => [l, ast(catalogues[l])]));
        return `export const catalogues = ${JSON.stringify(all)};\nexport const messageFeatures = [];`;
      }
      return null;
    },
    // The server preloads the page language's chunk from the HTML it sends (see server/web), so the
    // texts arrive with the entry instead of after it.
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        const facade = file.type === 'chunk' ? file.facadeModuleId : null;
        if (facade?.startsWith(`\0${CATALOGUE}/`)) chunks[facade.slice(`\0${CATALOGUE}/`.length)] = `/${file.fileName}`;
      }
      if (build) this.emitFile({ type: 'asset', fileName: 'catalogue-chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

/*
 * The shop shell, built twice: for browsers into dist/shell (with a manifest the server reads to link
 * a page's chunks), and as the server render's module (`--ssr entry-server.tsx`) into
 * dist/shell-server, which the server loads at start. Its packages stay imports of node_modules.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const build = command === 'build';
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (isSsrBuild) {
    return {
      root: 'shell',
      plugins: [shellCatalogues(build), react()],
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
      build: { outDir: path.join(dist, 'shell-server'), emptyOutDir: true, assetsDir: 'app', target: 'node20', sourcemap: true },
    };
  }
  return {
    root: 'shell',
    plugins: [shellCatalogues(build), react()],
    resolve: {
      alias: build
        ? [
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
            // React Router's package exports only its development build (dev warnings on); the production one is its twin without them.
            { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
          ]
        : [],
    },
    build: {
      // DIST_DIR (also read by the server) lets parallel builds keep apart.
      outDir: path.join(dist, 'shell'),
      emptyOutDir: true,
      manifest: true,
      assetsDir: 'app',
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React, the router and intl in one chunk the entry loads at once (fewer, better-packed files).
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/]intl|intl-messageformat|@formatjs[\\/]fast-memoize|@formatjs[\\/]icu-messageformat-parser|jotai)[\\/]/,
              },
              // The canvas library beside the configurator chunk that loads it (each under the 500 kB warning).
              { name: 'canvas', test: /node_modules[\\/](konva|react-konva|react-reconciler|its-fine)[\\/]/ },
            ],
          },
        },
      },
    },
    server: {
      port: Number(process.env.SHELL_DEV_PORT ?? 5173),
      proxy: { '/api': backend, '/assets': backend, '/widget': backend, '/sandbox': backend },
    },
  };
});
