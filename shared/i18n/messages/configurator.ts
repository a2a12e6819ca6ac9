import type { Messages } from './messages';

const de = {
  'configurator.start.title': 'Was möchten Sie gestalten?',
  'configurator.start.choose': '{name} gestalten',
  'configurator.product.attributes': 'Ihre Auswahl',
  'configurator.product.sizes': 'Formate',
  'configurator.loading': 'Konfigurator wird geladen …',
  'configurator.error': 'Der Konfigurator konnte nicht geladen werden.',
} as const;

export const configuratorMessages: Messages<typeof de> = {
  de,
  fr: {
    'configurator.start.title': 'Que souhaitez-vous créer ?',
    'configurator.start.choose': 'Créer {name}',
    'configurator.product.attributes': 'Votre sélection',
    'configurator.product.sizes': 'Formats',
    'configurator.loading': 'Chargement du configurateur …',
    'configurator.error': 'Le configurateur n’a pas pu être chargé.',
  },
  it: {
    'configurator.start.title': 'Che cosa desidera creare?',
    'configurator.start.choose': 'Crea {name}',
    'configurator.product.attributes': 'La sua selezione',
    'configurator.product.sizes': 'Formati',
    'configurator.loading': 'Caricamento del configuratore …',
    'configurator.error': 'Non è stato possibile caricare il configuratore.',
  },
  en: {
    'configurator.start.title': 'What would you like to design?',
    'configurator.start.choose': 'Design {name}',
    'configurator.product.attributes': 'Your choice',
    'configurator.product.sizes': 'Sizes',
    'configurator.loading': 'Loading the configurator …',
    'configurator.error': 'The configurator could not be loaded.',
  },
};
