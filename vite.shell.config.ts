import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { withoutEndpointDocs } from './vite.endpoint-docs';
import { textFiles } from './vite.texts';

const backend = process.env.DEV_BACKEND ?? 'http://localhost:8080';
// As in the widget (see the files): Konva's core and the shapes the configurator draws, without react-konva's renderer.
const browserAliases = [
  { find: /^react-konva$/, replacement: path.resolve('widget/embed/react-konva-lite.tsx') },
  { find: /^konva\/lib\/Core(\.js)?$/, replacement: path.resolve('widget/embed/konva-core.ts') },
];

/**
 * The shell's texts (vite.texts.ts, loaded by shell/lib/intl/texts.ts): each language's texts of a
 * public page's first paint (`first`), the later ones (account, checkout, self-care), which load with
 * the chunks that show them, the back office's, and the widget's configurator's, which the
 * configurator page and the home page's draft card pass to the widget's components, and its design
 * step's, which that step loads itself (widget/configurator/step-slots.tsx).
 */
const shellTexts = textFiles({ parts: ['first', 'later', 'admin', 'configurator', 'design'], manifest: 'text-files.json' });

/*
 * The shop shell, built twice: for browsers into dist/shell (with a manifest the server reads to link
 * a page's chunks), and as the server render's module (`ssr: 'entry-server.tsx'`, scripts/build-shop.mjs) into
 * dist/shell-server, which the server loads at start. Its packages stay imports of node_modules.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const build = command === 'build';
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (isSsrBuild) {
    return {
      root: 'shell',
      plugins: [withoutEndpointDocs, shellTexts, react()],
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
      build: { outDir: path.join(dist, 'shell-server'), emptyOutDir: true, assetsDir: 'app', target: 'node20', sourcemap: true },
    };
  }
  return {
    root: 'shell',
    plugins: [withoutEndpointDocs, shellTexts, react()],
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
              { name: 'canvas', test: /node_modules[\\/]konva[\\/]/ },
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
