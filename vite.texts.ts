import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue } from './shared/i18n/compile-message';
import { type Locale, locales } from './shared/i18n/locales';
import { catalogues } from './shared/i18n/messages/index';
import { shopTexts, type TextFiles, type TextPart, textsOfPart } from './shared/i18n/text-parts';

const TEXTS = 'virtual:texts';
const messagesIndex = path.resolve('shared/i18n/messages/index.ts');
const compiler = path.resolve('shared/i18n/compile-message.ts');

interface TextFilesOptions {
  /** The parts the build's modules import (virtual:texts), one file per language (shared/i18n/text-parts.ts). */
  parts: readonly TextPart[];
  /** Parts whose files the build emits though no module imports them (the widget's loader imports them by name). */
  emit?: readonly TextPart[];
  /** The names of the files once the bundle is generated, relative to the build's folder. */
  written?: (files: TextFiles) => void;
  /** Also writes those names into this file of the build (the server reads it to preload a page's texts). */
  manifest?: string;
}

const partModule = (part: TextPart, locale: Locale) => `${TEXTS}/${part}-${locale}`;
/** The parts only the browser loads: the server's render has none of them. */
const clientOnly: readonly TextPart[] = ['configurator', 'design'];

/**
 * The texts of the shell and the widget, made one way for both builds (vite.shell.config.ts,
 * vite.widget.config.ts): a part's texts of a language (shared/i18n/text-parts.ts) are a file of their
 * own, an ES module whose default export they are, compiled (shared/i18n/compile-message.ts), so no
 * bundle carries the ICU parser or a message-format runtime, only the small formatter of
 * shared/i18n/compiled-message.ts; ui/intl/load-texts.ts loads them. `virtual:texts` imports each
 * file on demand (`importTexts('later-de')`) and names the parts it has (`parts`). The bundles'
 * own import of shared/i18n/messages/index.ts gets empty catalogues: no chunk carries every
 * language's texts.
 * Where the texts are not split, the server's render and the dev server, `first` holds all the shop's
 * texts and there is no `later` or `admin`; the server's render has no `configurator` or `design`
 * (they are client-only); the dev server compiles the language's whole catalogue in the browser (the parser is
 * there), so edits reload as usual.
 */
export function textFiles(options: TextFilesOptions): Plugin {
  let build = false;
  return {
    name: 'printshop-text-files',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      // Named by the language: configurator-de-<hash>.js in the widget's folder.
      for (const part of options.emit ?? []) for (const locale of locales) this.emitFile({ type: 'chunk', id: partModule(part, locale), name: locale });
    },
    resolveId(id) {
      return id === TEXTS || id.startsWith(`${TEXTS}/`) ? `\0${id}` : null;
    },
    load(id, loadOptions) {
      const ssr = Boolean(loadOptions?.ssr);
      const split = build && !ssr;
      if (id === `\0${TEXTS}`) {
        const parts = split ? options.parts : options.parts.filter((part) => part === 'first' || (clientOnly.includes(part) && !ssr));
        const cases = parts.flatMap((part) => locales.map((locale) => ` case '${part}-${locale}': return import('${partModule(part, locale)}');`));
        return [
          `export const parts = ${JSON.stringify(parts)};`,
          `export const importTexts = (name) => {\n switch (name) {\n${cases.join('\n')}\n default: return Promise.reject(new Error('no texts ' + name));\n }\n};`,
        ].join('\n');
      }
      if (id.startsWith(`\0${TEXTS}/`)) {
        const [part, locale] = id.slice(`\0${TEXTS}/`.length).split('-') as [TextPart, Locale];
        if (!build) {
          return `import { catalogues } from ${JSON.stringify(messagesIndex)};\nimport { compileCatalogue } from ${JSON.stringify(compiler)};\nexport default compileCatalogue(catalogues[${JSON.stringify(locale)}]);`;
        }
        const texts = split ? textsOfPart(catalogues[locale], part) : shopTexts(catalogues[locale]);
        return `export default ${JSON.stringify(compileCatalogue(texts))};`;
      }
      if (build && path.resolve(id.split('?')[0] ?? '') === messagesIndex) {
        const empty = Object.fromEntries(locales.map((l) => [l, {}]));
        return `export const catalogues = ${JSON.stringify(empty)};\nexport const messageFeatures = [];`;
      }
      return null;
    },
    generateBundle(_options, bundle) {
      if (!build) return;
      const files: Record<string, Record<string, string>> = {};
      for (const file of Object.values(bundle)) {
        const facade = file.type === 'chunk' ? file.facadeModuleId : null;
        if (!facade?.startsWith(`\0${TEXTS}/`)) continue;
        const [part = '', locale = ''] = facade.slice(`\0${TEXTS}/`.length).split('-');
        (files[part] ??= {})[locale] = file.fileName;
      }
      options.written?.(files as TextFiles);
      if (options.manifest) this.emitFile({ type: 'asset', fileName: options.manifest, source: JSON.stringify(files) });
    },
  };
}
