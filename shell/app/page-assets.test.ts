import type { StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShellRendererOptions } from '../../shared/api/shell-render';
import { pageAssets } from './page-assets';

const options: ShellRendererOptions = {
  apiGet: async () => ({ status: 200, body: null }),
  siteOrigin: 'https://shop.example',
  manifest: {
    'index.html': { file: 'app/index.js', imports: ['_vendor.js'], css: ['app/index.css'], isEntry: true },
    '_vendor.js': { file: 'app/vendor.js' },
    'features/checkout/checkout-routes.tsx': { file: 'app/checkout.js', imports: ['_vendor.js'], css: ['app/checkout.css'] },
    'features/configurator/configurator-page.tsx': { file: 'app/configurator-page.js', imports: ['_vendor.js'] },
  },
  textFiles: {
    first: { de: 'app/de.js' },
    later: { de: 'app/later-de.js' },
    configurator: { de: 'app/configurator-de.js', fr: 'app/configurator-fr.js' },
  },
  entryStyles: { '/app/index.css': 'body{margin:0}' },
  tagManagerId: null,
};
const page = (pathname: string) => ({ location: { pathname }, statusCode: 200 }) as StaticHandlerContext;

describe('pageAssets', () => {
  it('preloads only the first paint texts on a public page', () => {
    expect(pageAssets(options, 'de', page('/de/leinwand')).preloads).toEqual(['/app/vendor.js', '/app/de.js']);
  });

  it('preloads the later texts with a chunk that words with them', () => {
    expect(pageAssets(options, 'de', page('/de/checkout/basket')).preloads).toEqual(['/app/vendor.js', '/app/checkout.js', '/app/de.js', '/app/later-de.js']);
  });

  it("preloads the configurator's texts of the page's language on its page only", () => {
    expect(pageAssets(options, 'de', page('/de/configurator/canvas')).preloads).toEqual([
      '/app/vendor.js',
      '/app/configurator-page.js',
      '/app/de.js',
      '/app/configurator-de.js',
    ]);
    expect(pageAssets(options, 'de', page('/de/checkout/basket')).preloads).not.toContain('/app/configurator-de.js');
  });
});
