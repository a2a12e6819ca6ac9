import type { EmbedTheme, MountOptions } from '../embed/embed-types';

/** The marker attribute of a host element; the loader mounts a widget into each one. */
export const HOST_SELECTOR = '[data-printshop-configurator]';

/** data-embedded, data-eager: present and not "false"/"0" means on. */
export function readFlag(value: string | undefined): boolean {
  return value !== undefined && value !== 'false' && value !== '0';
}

/** data-settings: JSON; bad JSON is reported and the widget starts from empty defaults. */
export function parseSettings(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.error('[printshop] data-settings: invalid JSON, ignored', error);
    return {};
  }
}

const THEME_KEYS = ['primary', 'background', 'text', 'font', 'radius', 'spacing'] as const satisfies readonly (keyof EmbedTheme)[];

/** data-theme-<key>, set ones only. A loop, not a line a key: the loader has a budget of 2 kB gzip. */
function themeOf(data: DOMStringMap): EmbedTheme {
  const theme: EmbedTheme = {};
  for (const key of THEME_KEYS) {
    const value = data[`theme${key[0]!.toUpperCase()}${key.slice(1)}`];
    if (value) theme[key] = value;
  }
  return theme;
}

/**
 * A host element's data attributes as mount options: data-product-id, data-lang, data-embedded,
 * data-settings (JSON), data-theme-primary|background|text|font|radius|spacing and data-api-base (the shop's origin,
 * by default where the loader came from).
 */
export function optionsFromElement(host: HTMLElement, shopBase: string): MountOptions {
  const data = host.dataset;
  return {
    productId: data.productId || null,
    language: data.lang || host.closest('[lang]')?.getAttribute('lang')?.slice(0, 2) || 'de',
    embedded: readFlag(data.embedded),
    settings: parseSettings(data.settings),
    theme: themeOf(data),
    shopBase: data.apiBase ? new URL(data.apiBase).origin : shopBase,
  };
}

/** Options given to mount() win over the element's attributes; undefined ones do not count. */
export function mergeOptions(fromElement: MountOptions, given: Partial<MountOptions>): MountOptions {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<MountOptions>;
  return { ...fromElement, ...defined, theme: { ...fromElement.theme, ...given.theme } };
}
