import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileCatalogue } from './shared/i18n/compile-message';
import { locales } from './shared/i18n/locales';
import { catalogues } from './shared/i18n/messages/index';
import { shopTexts, textsOfPart } from './shared/i18n/text-parts';
import { withoutEndpointDocs } from './vite.endpoint-docs';

const backend = process.env.DEV_BACKEND ?? 'http://localhost:8080';
const messagesIndex = path.resolve('shared/i18n/messages/index.ts');
const compiler = path.resolve('shared/i18n/compile-message.ts');
const CATALOGUE = 'virtual:shell-catalogue';
// As in the widget (see the files): Konva's core and the shapes the configurator draws instead of its full build.
const browserAliases = [
  { find: /^react-konva$/, replacement: path.resolve('widget/embed/react-konva-core.ts') },
  { find: /^konva\/lib\/Core(\.js)?$/, replacement: path.resolve('widget/embed/konva-core.ts') },
];

/**
 * Messages as the shell loads them (see shell/lib/intl/texts.ts): `virtual:shell-catalogue` gives
 * each language in two chunks, the texts of a public page's first paint (`/de`) and the later ones
 * (`/later-de`: account, checkout, self-care), which load with the chunks that show them. The texts
 * are compiled (shared/i18n/compile-message.ts), so the shell carries no ICU parser and no
 * message-format runtime, only the small formatter of shared/i18n/compiled-message.ts. The server's
 * render gets all texts in one part; so does the dev server, whose browser compiles them itself (the
 * parser is there), so edits reload as usual.
 * The widget's configurator brings its own texts (`/configurator-de`): the ids the widget's own texts
 * files hold, compiled the same way; in dev the language's whole catalogue, compiled in the browser.
 * The configurator page and the home page's draft card pass them to the widget's components, so
 * shared/i18n/messages/index.ts, the widget's fallback, is empty in a build: no chunk carries every
 * language's texts.
 */
type Locale = (typeof locales)[number];
type Part = 'all' | 'first' | 'later' | 'admin';

// A function (source) that imports a language's chunk, one static import() per language for the bundler.
const chunkLoader = (chunk: (locale: Locale) => string) =>
  `(locale) => {\n switch (locale) {\n${locales.map((l) => ` case '${l}': return import('${CATALOGUE}/${chunk(l)}').then((m) => m.default);`).join('\n')}\n default: return import('${CATALOGUE}/${chunk('de')}').then((m) => m.default);\n }\n}`;

// The parts are shared/i18n/text-parts.ts's; the configurator chunk brings the widget's own texts.
const shellTexts = (locale: Locale, part: Part) => compileCatalogue(part === 'all' ? shopTexts(catalogues[locale]) : textsOfPart(catalogues[locale], part));

function shellCatalogues(build: boolean): Plugin {
  return {
    name: 'printshop-shell-catalogues',
    enforce: 'pre',
    resolveId(id) {
      return id === CATALOGUE || id.startsWith(`${CATALOGUE}/`) ? `\0${id}` : null;
    },
    load(id, options) {
      const split = build && !options?.ssr;
      if (id === `\0${CATALOGUE}`) {
        return [
          `export const loadFirstTexts = ${chunkLoader((l) => l)};`,
          `export const loadLaterTexts = ${split ? chunkLoader((l) => `later-${l}`) : 'null'};`,
          `export const loadAdminTexts = ${split ? chunkLoader((l) => `admin-${l}`) : 'null'};`,
          // The server's render shows no configurator (it is client-only).
          `export const loadConfiguratorTexts = ${options?.ssr ? 'null' : chunkLoader((l) => `configurator-${l}`)};`,
        ].join('\n');
      }
      if (id.startsWith(`\0${CATALOGUE}/`)) {
        const chunk = id.slice(`\0${CATALOGUE}/`.length);
        const locale = chunk.replace(/^(later|admin|configurator)-/, '') as Locale;
        if (chunk.startsWith('configurator-') && build)
          return `export default ${JSON.stringify(compileCatalogue(textsOfPart(catalogues[locale], 'configurator')))};`;
        if (!build)
          return `import { catalogues } from ${JSON.stringify(messagesIndex)};\nimport { compileCatalogue } from ${JSON.stringify(compiler)};\nexport default compileCatalogue(catalogues[${JSON.stringify(locale)}]);`;
        const part: Part = !split ? 'all' : chunk.startsWith('later-') ? 'later' : chunk.startsWith('admin-') ? 'admin' : 'first';
        return `export default ${JSON.stringify(shellTexts(locale, part))};`;
      }
      if (build && path.resolve(id.split('?')[0] ?? '') === messagesIndex) {
        const empty = Object.fromEntries(locales.map((l) => [l, {}]));
        return `export const catalogues = ${JSON.stringify(empty)};\nexport const messageFeatures = [];`;
      }
      return null;
    },
    // The server preloads the page language's chunks from the HTML it sends (shell/app/page-assets.ts),
    // so the texts arrive with the entry instead of after it.
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
      plugins: [withoutEndpointDocs, shellCatalogues(build), react()],
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
      build: { outDir: path.join(dist, 'shell-server'), emptyOutDir: true, assetsDir: 'app', target: 'node20', sourcemap: true },
    };
  }
  return {
    root: 'shell',
    plugins: [withoutEndpointDocs, shellCatalogues(build), react()],
    resolve: {
      alias: build
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }, ...browserAliases]
        : browserAliases,
    },
    build: {
      // DIST_DIR (also read by the server) lets parallel builds keep apart.
      outDir: path.join(dist, 'shell'),
      emptyOutDir: true,
      manifest: true,
      // Browsers without <link rel="modulepreload"> (before Safari 17, Firefox 115) load those modules
      // when they are imported instead; the polyfill that fetched them early cost every visitor 0.4 kB.
      modulePreload: { polyfill: false },
      assetsDir: 'app',
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React, the router and jotai in one chunk the entry loads at once (fewer, better-packed files).
              { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai)[\\/]/ },
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
