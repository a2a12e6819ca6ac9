import type { Messages } from './messages';

// The photo adjustments of the design step (shared/domain/design/photo-adjust.ts).
const de = {
  'design.adjust': 'Farben',
  'design.adjust.image': 'Farben von Bild {index}',
  'design.adjust.none': 'Original',
  'design.adjust.bw': 'Schwarzweiss',
  'design.adjust.sepia': 'Sepia',
  'design.adjust.auto-levels': 'Automatisch optimiert',
} as const;

export const designAdjustMessages: Messages<typeof de> = {
  de,
  fr: {
    'design.adjust': 'Couleurs',
    'design.adjust.image': 'Couleurs de l’image {index}',
    'design.adjust.none': 'Original',
    'design.adjust.bw': 'Noir et blanc',
    'design.adjust.sepia': 'Sépia',
    'design.adjust.auto-levels': 'Optimisé automatiquement',
  },
  it: {
    'design.adjust': 'Colori',
    'design.adjust.image': 'Colori dell’immagine {index}',
    'design.adjust.none': 'Originale',
    'design.adjust.bw': 'Bianco e nero',
    'design.adjust.sepia': 'Seppia',
    'design.adjust.auto-levels': 'Ottimizzato automaticamente',
  },
  en: {
    'design.adjust': 'Colours',
    'design.adjust.image': 'Colours of image {index}',
    'design.adjust.none': 'Original',
    'design.adjust.bw': 'Black and white',
    'design.adjust.sepia': 'Sepia',
    'design.adjust.auto-levels': 'Auto-enhanced',
  },
};
