import type { Messages } from './messages';

/*
 * The server's refusal of an item whose design lacks a picture the product prints
 * (shared/domain/design/design-requirement.ts): at a copy of a basket item, the handover of a
 * partner's draft, on the basket's line and at confirm. Adding or editing an item says the
 * configurator's own 'design.noImage'.
 */
const de = {
  'designRequirement.item': 'Für «{product}» fehlt noch ein Bild. Bitte gestalten Sie den Artikel im Konfigurator.',
  'designRequirement.line': 'Diesem Artikel fehlt noch ein Bild. Bitte gestalten Sie ihn im Konfigurator.',
} as const;

export const designRequirementMessages: Messages<typeof de> = {
  de,
  fr: {
    'designRequirement.item': 'Il manque encore une image pour « {product} ». Veuillez créer l’article dans le configurateur.',
    'designRequirement.line': 'Il manque encore une image à cet article. Veuillez le créer dans le configurateur.',
  },
  it: {
    'designRequirement.item': 'Per «{product}» manca ancora un’immagine. La preghiamo di creare l’articolo nel configuratore.',
    'designRequirement.line': 'A questo articolo manca ancora un’immagine. La preghiamo di crearlo nel configuratore.',
  },
  en: {
    'designRequirement.item': '“{product}” still has no picture. Please design the item in the configurator.',
    'designRequirement.line': 'This item still has no picture. Please design it in the configurator.',
  },
};
