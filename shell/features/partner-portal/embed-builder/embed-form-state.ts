import { EmbedSettings } from '../../../../shared/api/embed-events';
import { prefillImageUrl, validTheme, type EmbedCode, type EmbedTheme } from '../../../../shared/domain/embed/embed-code';
import type { Locale } from '../../../../shared/i18n/locales';

/** What the builder's fields hold, as typed. */
export interface EmbedForm {
  products: string[];
  language: Locale;
  embedded: boolean;
  settings: string;
  theme: EmbedTheme;
  size: string;
  image: string;
  dataLayer: boolean;
}

export const emptyForm = (language: Locale): EmbedForm => ({
  products: [],
  language,
  embedded: false,
  settings: '',
  theme: {},
  size: '',
  image: '',
  dataLayer: false,
});

/** Embedded mode's settings as typed: empty is none, JSON of EmbedSettings' shape is taken, anything else is a problem. */
export function parsedSettings(text: string): { settings: Record<string, unknown> | null; valid: boolean } {
  if (text.trim() === '') return { settings: null, valid: true };
  try {
    const parsed = EmbedSettings.safeParse(JSON.parse(text));
    return parsed.success ? { settings: JSON.parse(text) as Record<string, unknown>, valid: true } : { settings: null, valid: false };
  } catch {
    return { settings: null, valid: false };
  }
}

/** The embed the fields describe for the partner of `partner` (its key): what is not valid is left out (the field says why), as the widget would. */
export function embedCodeOf(form: EmbedForm, shop: string, partner: string): EmbedCode {
  return {
    shop,
    products: form.products,
    language: form.language,
    embedded: form.embedded,
    settings: form.embedded ? parsedSettings(form.settings).settings : null,
    theme: validTheme(form.theme),
    partner,
    size: form.products.length === 1 ? form.size : '',
    image: prefillImageUrl(form.image) ?? '',
    dataLayer: form.dataLayer,
  };
}
