import type { Messages } from './messages';

/* The images step while it takes over the image a partner page prefilled (data-image). */
const de = {
  'images.prefill.loading': 'Das Bild der Partnerseite wird übernommen …',
  'images.prefill.failed': 'Das Bild der Partnerseite konnte nicht übernommen werden. {reason}',
} as const;

export const prefillMessages: Messages<typeof de> = {
  de,
  fr: {
    'images.prefill.loading': 'L’image du site partenaire est reprise …',
    'images.prefill.failed': 'L’image du site partenaire n’a pas pu être reprise. {reason}',
  },
  it: {
    'images.prefill.loading': 'L’immagine del sito partner viene ripresa …',
    'images.prefill.failed': 'Non è stato possibile riprendere l’immagine del sito partner. {reason}',
  },
  en: {
    'images.prefill.loading': "Taking over the partner site's image …",
    'images.prefill.failed': "The partner site's image could not be taken over. {reason}",
  },
};
