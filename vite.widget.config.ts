import { createHash } from 'node:crypto';
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { locales } from './shared/i18n/locales';
import { catalogues } from './shared/i18n/messages/index';
import { MESSAGES_GLOBAL, WIDGET_VERSION } from './widget/embed/embed-types';

/*
 * The embeddable widget, its files under /widget/v1/ (WIDGET_VERSION; see widget/CHANGELOG.md):
 * - configurator-<hash>.js: the configurator bundle (React, react-konva, the steps), an IIFE whose
 *   exports land on a global the loader takes (a classic script needs no CORS from partner pages);
 *   hashed, so the server can send it as immutable.
 * - configurator-<language>-<hash>.js: the widget's texts of one language (see widgetCatalogues).
 * - configurator.js: the tiny loader partners put in a script tag (stable URL, short cache), built
 *   after the bundle so it knows the bundle's name. /widget/configurator.js, the URL partners used
 *   before there were versions, is a copy of v1's loader and stays v1 for good.
 * Library mode traps (docs/toolchain.md): NODE_ENV is fixed so React ships its production build;
 * IIFE because ES library output is not minified; CSS comes in as strings (?inline) for shadow roots.
 */
const widgetDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'widget');
const outDir = path.join(widgetDir, WIDGET_VERSION);
const production = { 'process.env.NODE_ENV': JSON.stringify('production') };
const messagesIndex = path.resolve('shared/i18n/messages/index.ts');

/** Message ids the widget shows (the configurator's own texts and the shared ones it reuses). */
const WIDGET_MESSAGE_PREFIXES = ['configurator.', 'design.', 'images.', 'orientation.', 'preview.', 'template'];

const ast = (texts: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([id]) => WIDGET_MESSAGE_PREFIXES.some((p) => id.startsWith(p)))
      .map(([id, text]) => [id, parse(text)]),
  );

/**
 * The widget's texts: only its own, pre-parsed into ICU ASTs at build time (as the shell does, see
 * vite.shell.config.ts) so the ICU parser stays out, and one small file per language that the
 * loader fetches for the widget's language, so the bundle carries none of them. Each file sets
 * MESSAGES_GLOBAL[language]; the bundle's own import of the catalogues gets empty ones.
 */
function widgetCatalogues(names: Record<string, string>): Plugin {
  return {
    name: 'printshop-widget-catalogues',
    enforce: 'pre',
    load(id) {
      if (path.resolve(id.split('?')[0] ?? '') !== messagesIndex) return null;
      const empty = Object.fromEntries(locales.map((l) => [l, {}]));
      return `export const catalogues = ${JSON.stringify(empty)};\nexport const messageFeatures = [];`;
    },
    generateBundle() {
      for (const locale of locales) {
        const source = `(window.${MESSAGES_GLOBAL} ||= {})[${JSON.stringify(locale)}] = ${JSON.stringify(ast(catalogues[locale]))};\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        names[locale] = `configurator-${locale}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: names[locale], source });
      }
    },
  };
}

/** Builds the loader once the bundle is written, with the file names of the bundle and the messages compiled in. */
function loaderAfterBundle(messages: Record<string, string>): Plugin {
  let bundleFile = '';
  return {
    name: 'printshop-widget-loader',
    apply: 'build',
    buildStart() {
      // The unversioned folder holds only the alias; files of earlier builds must not linger there.
      rmSync(widgetDir, { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error('widget build: no bundle entry');
      bundleFile = entry.fileName;
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        define: {
          PRINTSHOP_BUNDLE_FILE: JSON.stringify(bundleFile),
          PRINTSHOP_MESSAGE_FILES: JSON.stringify(messages),
          PRINTSHOP_LOAD_FAILED_TEXTS: JSON.stringify(Object.fromEntries(locales.map((l) => [l, catalogues[l]['configurator.embedError.network']]))),
        },
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: true,
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

const messageFiles: Record<string, string> = {};

export default defineConfig({
  plugins: [cssInShadowRoots, widgetCatalogues(messageFiles), react(), loaderAfterBundle(messageFiles)],
  define: production,
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // Konva's core and the shapes the widget draws instead of its full build (see the file).
      { find: /^react-konva$/, replacement: path.resolve('widget/embed/react-konva-core.ts') },
      { find: /^konva\/lib\/Core(\.js)?$/, replacement: path.resolve('widget/embed/konva-core.ts') },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'widget/embed/bundle.ts',
      name: '__printshopConfiguratorBundle',
      formats: ['iife'],
      fileName: () => 'configurator-[hash].js',
    },
  },
});
