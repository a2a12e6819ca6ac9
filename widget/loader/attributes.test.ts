import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeOptions, optionsFromElement, parseSettings, readFlag } from './attributes';

const SHOP = 'https://shop.example';

function host(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('[data-printshop-configurator]') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('optionsFromElement', () => {
  it('reads every documented attribute', () => {
    const el = host(`<div data-printshop-configurator data-product-id="canvas" data-lang="fr" data-embedded="true"
      data-settings='{"design":{},"printdata":{"a":1}}' data-theme-primary="#004488" data-theme-background="white" data-theme-text="#111"
      data-theme-font="Georgia, serif" data-theme-radius="0" data-theme-spacing="1.25"
      data-api-base="https://other.example/shop/"></div>`);
    expect(optionsFromElement(el, SHOP)).toEqual({
      productId: 'canvas',
      language: 'fr',
      embedded: true,
      settings: { design: {}, printdata: { a: 1 } },
      theme: { primary: '#004488', background: 'white', text: '#111', font: 'Georgia, serif', radius: '0', spacing: '1.25' },
      shopBase: 'https://other.example',
    });
  });

  it('has defaults: start page, the page language, not embedded, empty settings, no theme, the loader origin', () => {
    document.documentElement.lang = 'it-CH';
    const el = host('<div data-printshop-configurator></div>');
    expect(optionsFromElement(el, SHOP)).toEqual({ productId: null, language: 'it', embedded: false, settings: {}, theme: {}, shopBase: SHOP });
    document.documentElement.removeAttribute('lang');
  });
});

describe('readFlag', () => {
  it('is on when present and not false', () => {
    expect([readFlag(''), readFlag('true'), readFlag('1'), readFlag('yes')]).toEqual([true, true, true, true]);
    expect([readFlag(undefined), readFlag('false'), readFlag('0')]).toEqual([false, false, false]);
  });
});

describe('parseSettings', () => {
  it('parses JSON and reports bad JSON, starting from empty settings', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSettings('{"instruction":{"configuration":{}}}')).toEqual({ instruction: { configuration: {} } });
    expect(parseSettings(undefined)).toEqual({});
    expect(parseSettings('  ')).toEqual({});
    expect(error).not.toHaveBeenCalled();
    expect(parseSettings('{oops')).toEqual({});
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('mergeOptions', () => {
  it('lets given options win, ignores undefined ones and merges the theme', () => {
    const el = host('<div data-printshop-configurator data-product-id="poster" data-lang="de" data-theme-text="#222"></div>');
    const merged = mergeOptions(optionsFromElement(el, SHOP), { productId: 'canvas', language: undefined, theme: { primary: 'red' } });
    expect(merged).toMatchObject({ productId: 'canvas', language: 'de', theme: { text: '#222', primary: 'red' } });
  });
});
