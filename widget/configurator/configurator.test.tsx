import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/client';
import { canvas } from '../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import { catalogues } from '../../shared/i18n/messages';
import Configurator from './configurator';

// A server render runs no effects: what it writes is the configurator's first render alone.
const firstRender = (startProduct?: typeof canvas) =>
  renderToString(
    <Configurator
      api={(() => Promise.reject(new Error('not asked in a first render'))) as unknown as ApiClient}
      locale="de"
      messages={compileCatalogue(catalogues.de)}
      productId={canvas.id}
      mayHaveDrafts={() => false}
      startProduct={startProduct}
    />,
  );

describe('the configurator’s first render', () => {
  it('is the first step when the host already has the product (the embed asks while React DOM downloads)', () => {
    const html = firstRender(canvas);
    expect(html).toContain('<h1 part="heading">Leinwand</h1>');
    expect(html).toContain('data-testid="price-total">CHF\u00a035.90<');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('is the loading line while the product is still asked for', () => {
    expect(firstRender()).toContain('aria-busy="true"');
  });
});
