import type { ApiClient } from '../../shared/api/client';
import { canvas } from '../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import { catalogues } from '../../shared/i18n/messages';
import type { ConfiguratorProps } from './configurator';
import { preloadProduct } from './preloaded-product';

/** Tests' configurator of the canvas in German, its product already there; the shop is out of reach (nothing those tests need of it). */
export const offlineCanvas = (): ConfiguratorProps => ({
  api: (() => Promise.reject(new Error('offline'))) as unknown as ApiClient,
  locale: 'de',
  messages: compileCatalogue(catalogues.de),
  productId: canvas.id,
  mayHaveDrafts: () => false,
  product: preloadProduct(canvas),
});
