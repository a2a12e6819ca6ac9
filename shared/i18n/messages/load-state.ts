import type { Messages } from './messages';

/* What a page shows while its data loads or after that failed (shell/components/load-state.tsx): the back office's and the partner portal's. */
const de = {
  'loadState.loading': 'Wird geladen …',
  'loadState.failed': 'Die Daten konnten nicht geladen werden.',
  'loadState.retry': 'Erneut versuchen',
} as const;

export const loadStateMessages: Messages<typeof de> = {
  de,
  fr: {
    'loadState.loading': 'Chargement …',
    'loadState.failed': 'Les données n’ont pas pu être chargées.',
    'loadState.retry': 'Réessayer',
  },
  it: {
    'loadState.loading': 'Caricamento …',
    'loadState.failed': 'Non è stato possibile caricare i dati.',
    'loadState.retry': 'Riprova',
  },
  en: {
    'loadState.loading': 'Loading …',
    'loadState.failed': 'The data could not be loaded.',
    'loadState.retry': 'Try again',
  },
};
