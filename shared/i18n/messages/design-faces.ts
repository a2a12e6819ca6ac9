import type { Messages } from './messages';

// The design step's warning of a face on the canvas's fold or past the cut (shared/domain/design/face-warnings.ts).
const de = {
  'design.faceWarning.wrap': 'Ein Gesicht reicht über die Kante auf den umgeschlagenen Rand. Verschieben oder verkleinern Sie das Bild, damit es vorne bleibt.',
  'design.faceWarning.trim': 'Ein Gesicht reicht über den Schnitt hinaus und wird abgeschnitten. Verschieben oder verkleinern Sie das Bild.',
} as const;

export const designFaceMessages: Messages<typeof de> = {
  de,
  fr: {
    'design.faceWarning.wrap': 'Un visage déborde sur le bord replié. Déplacez ou réduisez l’image pour qu’il reste sur la face avant.',
    'design.faceWarning.trim': 'Un visage dépasse la ligne de coupe et sera rogné. Déplacez ou réduisez l’image.',
  },
  it: {
    'design.faceWarning.wrap': 'Un volto sconfina sul bordo ripiegato. Sposta o riduci l’immagine perché resti sul fronte.',
    'design.faceWarning.trim': 'Un volto supera la linea di taglio e verrà tagliato. Sposta o riduci l’immagine.',
  },
  en: {
    'design.faceWarning.wrap': 'A face reaches over the edge onto the folded side. Move or zoom out the photo to keep it on the front.',
    'design.faceWarning.trim': 'A face reaches past the cut and will be trimmed off. Move or zoom out the photo.',
  },
};
