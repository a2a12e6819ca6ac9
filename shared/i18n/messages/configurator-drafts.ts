import type { Messages } from './messages';

/** The configurator's drafts (issue 18, "work never lost"): the save status and the "continue your design" card. */
const de = {
  'configurator.draft.saved': 'Entwurf gespeichert.',
  'configurator.draft.failed': 'Entwurf nicht gespeichert – wir versuchen es beim nächsten Schritt wieder.',
  'configurator.draft.replaced': 'In einem anderen Fenster weitergestaltet: Sie sehen jetzt den neueren Stand.',
  'configurator.draft.conflict': 'Dieser Entwurf wurde inzwischen in einem anderen Fenster geändert.',
  'configurator.draft.restored': 'Ihre gespeicherte Gestaltung ist wieder da.',
  'configurator.draft.title': 'Gestaltung fortsetzen',
  'configurator.draft.continue': '{name} weiter gestalten',
  'configurator.draft.startOver': 'Neu beginnen',
  'configurator.draft.startOverLabel': 'Entwurf {name} verwerfen und neu beginnen',
  'configurator.draft.images': '{count, plural, =0 {Noch kein Bild} one {# Bild} other {# Bilder}}',
} as const;

export const configuratorDraftMessages: Messages<typeof de> = {
  de,
  fr: {
    'configurator.draft.saved': 'Brouillon enregistré.',
    'configurator.draft.failed': 'Brouillon non enregistré – nous réessayerons à la prochaine étape.',
    'configurator.draft.replaced': 'Modifié dans une autre fenêtre : vous voyez maintenant la version la plus récente.',
    'configurator.draft.conflict': 'Ce brouillon a été modifié entre-temps dans une autre fenêtre.',
    'configurator.draft.restored': 'Votre création enregistrée est de retour.',
    'configurator.draft.title': 'Reprendre votre création',
    'configurator.draft.continue': 'Continuer {name}',
    'configurator.draft.startOver': 'Recommencer',
    'configurator.draft.startOverLabel': 'Abandonner le brouillon {name} et recommencer',
    'configurator.draft.images': '{count, plural, =0 {Pas encore d’image} one {# image} other {# images}}',
  },
  it: {
    'configurator.draft.saved': 'Bozza salvata.',
    'configurator.draft.failed': 'Bozza non salvata – riproveremo al prossimo passo.',
    'configurator.draft.replaced': 'Modificata in un’altra finestra: ora vede la versione più recente.',
    'configurator.draft.conflict': 'Questa bozza è stata modificata nel frattempo in un’altra finestra.',
    'configurator.draft.restored': 'La sua creazione salvata è di nuovo qui.',
    'configurator.draft.title': 'Riprendere la creazione',
    'configurator.draft.continue': 'Continuare {name}',
    'configurator.draft.startOver': 'Ricominciare',
    'configurator.draft.startOverLabel': 'Scartare la bozza {name} e ricominciare',
    'configurator.draft.images': '{count, plural, =0 {Ancora nessuna immagine} one {# immagine} other {# immagini}}',
  },
  en: {
    'configurator.draft.saved': 'Draft saved.',
    'configurator.draft.failed': 'Draft not saved – we will try again with your next step.',
    'configurator.draft.replaced': 'Changed in another window: you now see the newer version.',
    'configurator.draft.conflict': 'This draft was changed in another window meanwhile.',
    'configurator.draft.restored': 'Your saved design is back.',
    'configurator.draft.title': 'Continue your design',
    'configurator.draft.continue': 'Continue {name}',
    'configurator.draft.startOver': 'Start over',
    'configurator.draft.startOverLabel': 'Discard the draft {name} and start over',
    'configurator.draft.images': '{count, plural, =0 {No image yet} one {# image} other {# images}}',
  },
};
