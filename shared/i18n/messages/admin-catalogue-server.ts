import type { Messages } from './messages';

/** The server's answers to staff editing the catalogue (products and design templates). */
const de = {
  'admin.catalogue.invalid': 'Das Produkt wurde nicht gespeichert: Bitte prüfen Sie die markierten Felder.',
  'admin.catalogue.conflict':
    'Inzwischen hat jemand anderes Version {version} dieses Produkts gespeichert. Laden Sie die neueste Version und übernehmen Sie Ihre Änderungen erneut.',
  'api.notFound.productVersion': 'Diese Version des Produkts gibt es nicht.',
  'admin.templates.invalid': 'Die Vorlage wurde nicht gespeichert: Bitte prüfen Sie die markierten Felder.',
  'admin.templates.conflict':
    'Inzwischen hat jemand anderes Version {version} dieser Vorlage gespeichert. Laden Sie die neueste Version und übernehmen Sie Ihre Änderungen erneut.',
  'api.notFound.designTemplate': 'Diese Designvorlage gibt es nicht.',
} as const;

export const adminCatalogueServerMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.catalogue.invalid': 'Le produit n’a pas été enregistré : veuillez vérifier les champs signalés.',
    'admin.catalogue.conflict':
      'Entre-temps, quelqu’un d’autre a enregistré la version {version} de ce produit. Chargez la version la plus récente et reprenez vos modifications.',
    'api.notFound.productVersion': 'Cette version du produit n’existe pas.',
    'admin.templates.invalid': 'Le modèle n’a pas été enregistré : veuillez vérifier les champs signalés.',
    'admin.templates.conflict':
      'Entre-temps, quelqu’un d’autre a enregistré la version {version} de ce modèle. Chargez la version la plus récente et reprenez vos modifications.',
    'api.notFound.designTemplate': 'Ce modèle de création n’existe pas.',
  },
  it: {
    'admin.catalogue.invalid': 'Il prodotto non è stato salvato: controlli i campi segnalati.',
    'admin.catalogue.conflict':
      'Nel frattempo qualcun altro ha salvato la versione {version} di questo prodotto. Carichi la versione più recente e riprenda le sue modifiche.',
    'api.notFound.productVersion': 'Questa versione del prodotto non esiste.',
    'admin.templates.invalid': 'Il modello non è stato salvato: controlli i campi segnalati.',
    'admin.templates.conflict':
      'Nel frattempo qualcun altro ha salvato la versione {version} di questo modello. Carichi la versione più recente e riprenda le sue modifiche.',
    'api.notFound.designTemplate': 'Questo modello grafico non esiste.',
  },
  en: {
    'admin.catalogue.invalid': 'The product was not saved: please check the marked fields.',
    'admin.catalogue.conflict': 'Someone else has saved version {version} of this product meanwhile. Load the newest version and make your changes again.',
    'api.notFound.productVersion': 'This version of the product does not exist.',
    'admin.templates.invalid': 'The template was not saved: please check the marked fields.',
    'admin.templates.conflict': 'Someone else has saved version {version} of this template meanwhile. Load the newest version and make your changes again.',
    'api.notFound.designTemplate': 'This design template does not exist.',
  },
};
