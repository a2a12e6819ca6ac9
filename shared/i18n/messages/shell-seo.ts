import type { Messages } from './messages';

// The description search engines and link previews show for pages that have no text of their own.
const de = {
  'seo.description':
    'Ihre Fotos als Wandbild auf Leinwand, Poster, Acrylglas oder Alu-Dibond: online gestaltet, in unserem Atelier in der Schweiz gedruckt und geliefert.',
} as const;

export const shellSeoMessages: Messages<typeof de> = {
  de,
  fr: {
    'seo.description':
      'Vos photos en tableau sur toile, poster, verre acrylique ou Alu-Dibond : conçues en ligne, imprimées dans notre atelier en Suisse et livrées chez vous.',
  },
  it: {
    'seo.description':
      'Le vostre foto come quadro su tela, poster, vetro acrilico o Alu-Dibond: create online, stampate nel nostro atelier in Svizzera e consegnate a casa.',
  },
  en: {
    'seo.description':
      'Your photos as wall art on canvas, poster, acrylic glass or aluminium Dibond: designed online, printed in our workshop in Switzerland and delivered.',
  },
};
