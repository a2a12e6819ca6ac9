import type { Messages } from './messages';

/* The design step's tool groups, the bar over the selected photo, the tools' sheet on phones and the shortcut names in tooltips. */

const de = {
  'design.tools': 'Werkzeuge',
  'design.tools.photo': 'Foto',
  'design.tools.text': 'Text',
  'design.tools.layout': 'Aufteilung',
  'design.tools.edge': 'Kante',
  'design.tools.history': 'Verlauf',
  'design.tools.selected': 'Werkzeuge für das gewählte Foto',
  'design.tools.close': 'Werkzeuge schliessen',
  'design.key.Control': 'Strg',
  'design.key.Shift': 'Umschalt',
  'design.key.Meta': 'Cmd',
} as const;

export const designToolsMessages: Messages<typeof de> = {
  de,
  fr: {
    'design.tools': 'Outils',
    'design.tools.photo': 'Photo',
    'design.tools.text': 'Texte',
    'design.tools.layout': 'Mise en page',
    'design.tools.edge': 'Bord',
    'design.tools.history': 'Historique',
    'design.tools.selected': 'Outils pour la photo choisie',
    'design.tools.close': 'Fermer les outils',
    'design.key.Control': 'Ctrl',
    'design.key.Shift': 'Maj',
    'design.key.Meta': 'Cmd',
  },
  it: {
    'design.tools': 'Strumenti',
    'design.tools.photo': 'Foto',
    'design.tools.text': 'Testo',
    'design.tools.layout': 'Impaginazione',
    'design.tools.edge': 'Bordo',
    'design.tools.history': 'Cronologia',
    'design.tools.selected': 'Strumenti per la foto scelta',
    'design.tools.close': 'Chiudi gli strumenti',
    'design.key.Control': 'Ctrl',
    'design.key.Shift': 'Maiusc',
    'design.key.Meta': 'Cmd',
  },
  en: {
    'design.tools': 'Tools',
    'design.tools.photo': 'Photo',
    'design.tools.text': 'Text',
    'design.tools.layout': 'Arrangement',
    'design.tools.edge': 'Edge',
    'design.tools.history': 'History',
    'design.tools.selected': 'Tools for the selected photo',
    'design.tools.close': 'Close the tools',
    'design.key.Control': 'Ctrl',
    'design.key.Shift': 'Shift',
    'design.key.Meta': 'Cmd',
  },
};
