import type { Locale } from '../../../shared/i18n/locales';

/** Upload refusals that tell the visitor what to do, in the request's language. */
export const imageMessages = {
  unsupported: (formats: string) => ({
    de: `Dieses Dateiformat wird nicht unterstützt. Möglich sind: ${formats}.`,
    fr: `Ce format de fichier n’est pas pris en charge. Formats possibles : ${formats}.`,
    it: `Questo formato di file non è supportato. Formati possibili: ${formats}.`,
    en: `This file format is not supported. Supported formats: ${formats}.`,
  }),
  tooLarge: (mb: number) => ({
    de: `Die Datei ist zu gross (höchstens ${mb} MB).`,
    fr: `Le fichier est trop volumineux (${mb} Mo au maximum).`,
    it: `Il file è troppo grande (al massimo ${mb} MB).`,
    en: `The file is too large (at most ${mb} MB).`,
  }),
  tooManyPixels: (mp: number) => ({
    de: `Das Bild hat zu viele Pixel (höchstens ${mp} Megapixel).`,
    fr: `L’image a trop de pixels (${mp} mégapixels au maximum).`,
    it: `L’immagine ha troppi pixel (al massimo ${mp} megapixel).`,
    en: `The image has too many pixels (at most ${mp} megapixels).`,
  }),
  unreadable: () => ({
    de: 'Die Bilddaten sind beschädigt oder unvollständig.',
    fr: 'Les données de l’image sont endommagées ou incomplètes.',
    it: 'I dati dell’immagine sono danneggiati o incompleti.',
    en: 'The image data is damaged or incomplete.',
  }),
  brokenUpload: () => ({
    de: 'Die Übertragung war unvollständig. Bitte laden Sie die Datei nochmals hoch.',
    fr: 'Le transfert était incomplet. Veuillez téléverser le fichier à nouveau.',
    it: 'Il trasferimento era incompleto. Carichi di nuovo il file.',
    en: 'The upload was incomplete. Please upload the file again.',
  }),
  noFile: () => ({
    de: 'Bitte wählen Sie eine Bilddatei (Feld "file").',
    fr: 'Veuillez choisir un fichier image (champ « file »).',
    it: 'Si prega di scegliere un file immagine (campo "file").',
    en: 'Please choose an image file (field "file").',
  }),
  inUse: () => ({
    de: 'Das Bild wird in Ihrem Warenkorb verwendet.',
    fr: 'L’image est utilisée dans votre panier.',
    it: 'L’immagine è usata nel suo carrello.',
    en: 'The image is used in your basket.',
  }),
} satisfies Record<string, (...args: never[]) => Record<Locale, string>>;
