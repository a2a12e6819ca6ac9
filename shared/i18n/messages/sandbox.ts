import type { Messages } from './messages';

/** The note of the partner sandbox page (server/web/sandbox.ts) when its ?shop= names a shop it may not load. */
const de = {
  'sandbox.shopRefused': 'Der Shop in der Adresse (?shop=) ist keiner, den dieser Shop zulässt; die Sandbox zeigt stattdessen diesen Shop.',
} as const;

export const sandboxMessages: Messages<typeof de> = {
  de,
  fr: {
    'sandbox.shopRefused':
      'La boutique indiquée dans l’adresse (?shop=) n’est pas autorisée par cette boutique ; le bac à sable affiche cette boutique à la place.',
  },
  it: {
    'sandbox.shopRefused': 'Il negozio indicato nell’indirizzo (?shop=) non è ammesso da questo negozio; la sandbox mostra invece questo negozio.',
  },
  en: {
    'sandbox.shopRefused': 'The shop given in the address (?shop=) is not one this shop allows; the sandbox shows this shop instead.',
  },
};
