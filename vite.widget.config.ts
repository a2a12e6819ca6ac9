import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { locales } from './shared/i18n/locales';
import { catalogues } from './shared/i18n/messages/index';
import type { TextFiles } from './shared/i18n/text-parts';
import { withoutEndpointDocs } from './vite.endpoint-docs';
import { textFiles } from './vite.texts';
import { WIDGET_VERSION } from './widget/embed/embed-types';

/*
 * The embeddable widget, its files under /widget/v1/ (WIDGET_VERSION; see widget/CHANGELOG.md):
 * - configurator-<hash>.js: the configurator's entry, an ES module the loader imports, with the
 *   first step (React, the settings, the prices); configurator-<name>-<hash>.js: the chunks it
 *   imports on demand: the later steps and, above all, the design step with Konva (configurator/step-slots.tsx).
 *   ES modules because only they split (an IIFE cannot): the first step does not wait for Konva.
 *   A partner page imports them across origins, so the server answers them with CORS for every
 *   origin (public files, no credentials); `base` is relative, so a chunk is found beside the
 *   module that imports it, on the shop's origin. No modulepreload helper: it would write <link>
 *   elements into the partner's page, and the design chunk imports nothing the entry has not loaded.
 * - configurator-<language>-<hash>.js: the configurator's texts of one language (vite.texts.ts), which
 *   the loader imports beside the entry; configurator-design-<language>-<hash>.js: the design step's
 *   own, which the widget imports with the design step's chunk.
 * - configurator.js: the tiny loader partners put in a script tag (stable URL, short cache), built
 *   after the bundle so it knows the entry's name. /widget/configurator.js, the URL partners used
 *   before there were versions, is a copy of v1's loader and stays v1 for good.
 * Traps (docs/toolchain.md): NODE_ENV is fixed so React ships its production build; an app build,
 * not library mode, so the ES output is minified; CSS comes in as strings (?inline) for shadow roots.
 */
const widgetDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'widget');
const outDir = path.join(widgetDir, WIDGET_VERSION);
const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** The bundle's entry chunk (rolldownOptions.input). */
const ENTRY = 'bundle';
/** React DOM's chunk: the entry imports it when it mounts (widget/embed/mount.tsx); the loader fetches it beside the entry. */
const REACT_DOM_CHUNK = 'dom';

/**
 * Builds the loader once the bundle is written, with the file names of the entry (first) and of the
 * chunks it imports, and of the configurator's texts, compiled in. The loader imports them all at once: the
 * browser would find the entry's imports only after the entry arrived, one round trip later.
 */
function loaderAfterBundle(texts: TextFiles): Plugin {
  let bundleFiles: string[] = [];
  return {
    name: 'printshop-widget-loader',
    apply: 'build',
    buildStart() {
      // The unversioned folder holds only the alias; files of earlier builds must not linger there.
      rmSync(widgetDir, { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      // The entry is the bundle's (the text files are entries too: emitted apart, see vite.texts.ts).
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === ENTRY);
      if (!entry || entry.type !== 'chunk') throw new Error('widget build: no entry chunk');
      const reactDom = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === REACT_DOM_CHUNK);
      if (!reactDom) throw new Error(`widget build: no ${REACT_DOM_CHUNK} chunk`);
      bundleFiles = [entry.fileName, ...entry.imports, reactDom.fileName];
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [withoutEndpointDocs],
        define: {
          PRINTSHOP_BUNDLE_FILES: JSON.stringify(bundleFiles),
          PRINTSHOP_TEXT_FILES: JSON.stringify(texts.configurator),
          PRINTSHOP_LOAD_FAILED_TEXTS: JSON.stringify(Object.fromEntries(locales.map((l) => [l, catalogues[l]['configurator.embedError.network']]))),
        },
        build: {
          outDir,
          emptyOutDir: false,
          // Its map without the comment that names it (27 B of the 2 kB): the server names it in a SourceMap header (server/web/web.ts).
          sourcemap: 'hidden',
          lib: { entry: 'widget/loader/loader.ts', name: 'PrintshopConfiguratorLoader', formats: ['iife'], fileName: () => 'configurator.js' },
        },
      });
      // The unversioned URL partners embedded before v1: the same loader (it finds its files under /widget/v1/).
      for (const file of ['configurator.js', 'configurator.js.map']) copyFileSync(path.join(outDir, file), path.join(widgetDir, file));
    },
  };
}

/**
 * The components' own CSS imports (`import './x.css'`, which the shop's build links as files) are
 * empty here: in the widget every sheet is adopted by the shadow root (widget/embed/widget-styles.ts).
 */
const cssInShadowRoots: Plugin = {
  name: 'printshop-widget-css-in-shadow-roots',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0printshop-widget-empty-css' : null),
  load: (id) => (id === '\0printshop-widget-empty-css' ? 'export {};' : null),
};

/**
 * Vite's preload helper, which wraps every dynamic import, only imports here: there is no modulepreload
 * (see above) and no CSS file to load with a chunk. Its 1.7 kB would come with the start.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const importWithoutPreload: Plugin = {
  name: 'printshop-widget-import-without-preload',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
};

const texts: TextFiles = {};

export default defineConfig({
  plugins: [
    cssInShadowRoots,
    importWithoutPreload,
    withoutEndpointDocs,
    textFiles({ parts: ['design'], emit: ['configurator'], written: (files) => Object.assign(texts, files) }),
    react(),
    loaderAfterBundle(texts),
  ],
  define: production,
  base: './',
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // Konva's core and the shapes the widget draws, without react-konva's renderer (see the files).
      { find: /^react-konva$/, replacement: path.resolve('widget/embed/react-konva-lite.tsx') },
      { find: /^konva\/lib\/Core(\.js)?$/, replacement: path.resolve('widget/embed/konva-core.ts') },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: false,
    rolldownOptions: {
      input: 'widget/embed/bundle.ts',
      // The entry's export (mount) is what the loader imports: keep it.
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: 'configurator-[hash].js',
        // The loader names the start's files (2 kB in all): rolldown's runtime under a shorter name.
        chunkFileNames: (chunk) => `configurator-${chunk.name === 'rolldown-runtime' ? 'runtime' : '[name]'}-[hash].js`,
        codeSplitting: {
          groups: [
            // What the entry and the design step both use (React, jotai, zod, the domain) in one chunk
            // the entry imports; only what the start needs ($initial): what serves only chunks loaded
            // later (the basket item's, the drafts' and the embed's schemas) is split apart with them.
            { name: 'shared', minShareCount: 2, tags: ['$initial'] },
            { name: REACT_DOM_CHUNK, test: /node_modules[\\/]react-dom[\\/]/ },
            // The text tool apart from the rest of the design step (loaded with it), so the bench can print it. A group takes
            // its modules' dependencies along: Konva, which it shares with the design step, is in it too.
            { name: 'text-tool', test: /widget[\\/]steps[\\/]product-design[\\/]text[\\/]/ },
          ],
        },
      },
    },
  },
});
