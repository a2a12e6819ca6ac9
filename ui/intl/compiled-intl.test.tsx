import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import { createCompiledIntl } from './compiled-intl';

const intl = createCompiledIntl('de-CH', compileCatalogue({ 'order.check.terms': 'Ich akzeptiere die <link>AGB</link>.', 'nav.home': 'Startseite' }));

describe('createCompiledIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fills a tag with an element and renders the message as one fragment', () => {
    const message = intl.formatMessage({ id: 'order.check.terms' }, { link: (words) => <a href="/agb">{words}</a> });
    const { container } = render(<p>{message}</p>);
    expect(container.innerHTML).toBe('<p>Ich akzeptiere die <a href="/agb">AGB</a>.</p>');
  });

  it('shows a missing id as it is and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(intl.formatMessage({ id: 'nav.loadingBar' })).toBe('nav.loadingBar');
    expect(error).toHaveBeenCalledWith('no text nav.loadingBar in de-CH');
  });

  it('writes a number in the language', () => {
    expect(intl.formatNumber(1234.5, { maximumFractionDigits: 1 })).toBe("1'234.5");
  });

  it('joins a list in the language', () => {
    expect(intl.formatList(['Leinwand', 'Rahmen', 'Aufhänger'], { type: 'conjunction' })).toBe('Leinwand, Rahmen und Aufhänger');
  });
});
