import type { Locale } from '../../../shared/i18n/locales';

/** The claim's failures in the visitor's language; the shop's basket page shows them as they are. */
export const draftMessages: Record<'unknown' | 'gone', Record<Locale, string>> = {
  unknown: {
    de: 'Dieser Link zum Warenkorb ist ungültig.',
    fr: 'Ce lien vers le panier n’est pas valable.',
    it: 'Questo link al carrello non è valido.',
    en: 'This link to the basket is not valid.',
  },
  gone: {
    de: 'Dieser Link zum Warenkorb ist abgelaufen oder wurde schon verwendet. Bitte bestellen Sie im Konfigurator noch einmal.',
    fr: 'Ce lien vers le panier a expiré ou a déjà été utilisé. Veuillez commander à nouveau dans le configurateur.',
    it: 'Questo link al carrello è scaduto o è già stato usato. Si prega di ordinare di nuovo nel configuratore.',
    en: 'This link to the basket has expired or was already used. Please order again in the configurator.',
  },
};
