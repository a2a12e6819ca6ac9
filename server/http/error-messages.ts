import type { ErrorCode } from '../../shared/api/error';
import type { Locale } from '../../shared/i18n/locales';

/** The message of each error code in every shop language. */
export const errorMessages: Record<ErrorCode, Record<Locale, string>> = {
  bad_request: {
    de: 'Die Anfrage ist ungültig.',
    fr: 'La requête n’est pas valable.',
    it: 'La richiesta non è valida.',
    en: 'The request is not valid.',
  },
  validation_failed: {
    de: 'Bitte überprüfen Sie Ihre Eingaben.',
    fr: 'Veuillez vérifier vos saisies.',
    it: 'Si prega di verificare i dati inseriti.',
    en: 'Please check your input.',
  },
  unauthorized: {
    de: 'Bitte melden Sie sich an.',
    fr: 'Veuillez vous connecter.',
    it: 'Effettui l’accesso.',
    en: 'Please log in.',
  },
  forbidden: {
    de: 'Dieser Zugriff ist nicht erlaubt.',
    fr: 'Cet accès n’est pas autorisé.',
    it: 'Questo accesso non è consentito.',
    en: 'This access is not allowed.',
  },
  not_found: {
    de: 'Diese Seite konnte nicht gefunden werden.',
    fr: 'Cette page est introuvable.',
    it: 'Questa pagina non è stata trovata.',
    en: 'This page could not be found',
  },
  method_not_allowed: {
    de: 'Diese Methode ist hier nicht erlaubt.',
    fr: 'Cette méthode n’est pas autorisée ici.',
    it: 'Questo metodo non è consentito qui.',
    en: 'This method is not allowed here.',
  },
  request_timeout: {
    de: 'Die Anfrage kam nicht rechtzeitig vollständig an. Bitte versuchen Sie es nochmals.',
    fr: 'La requête n’est pas arrivée complète à temps. Veuillez réessayer.',
    it: 'La richiesta non è arrivata completa in tempo. Riprovi.',
    en: 'The request did not arrive in full in time. Please try again.',
  },
  conflict: {
    de: 'Die Daten wurden inzwischen geändert. Bitte laden Sie neu.',
    fr: 'Les données ont été modifiées entre-temps. Veuillez recharger.',
    it: 'I dati sono stati modificati nel frattempo. Ricarichi la pagina.',
    en: 'The data was changed in the meantime. Please reload.',
  },
  gone: {
    de: 'Dies ist nicht mehr verfügbar.',
    fr: 'Ceci n’est plus disponible.',
    it: 'Questo non è più disponibile.',
    en: 'This is no longer available.',
  },
  payload_too_large: {
    de: 'Die gesendeten Daten sind zu gross.',
    fr: 'Les données envoyées sont trop volumineuses.',
    it: 'I dati inviati sono troppo grandi.',
    en: 'The data sent is too large.',
  },
  uri_too_long: {
    de: 'Die Adresse ist zu lang.',
    fr: 'L’adresse est trop longue.',
    it: 'L’indirizzo è troppo lungo.',
    en: 'The address is too long.',
  },
  unsupported_media_type: {
    de: 'Dieses Datenformat wird nicht unterstützt.',
    fr: 'Ce format de données n’est pas pris en charge.',
    it: 'Questo formato di dati non è supportato.',
    en: 'This data format is not supported.',
  },
  unprocessable: {
    de: 'Die Daten sind lesbar, können aber nicht verarbeitet werden.',
    fr: 'Les données sont lisibles mais ne peuvent pas être traitées.',
    it: 'I dati sono leggibili ma non possono essere elaborati.',
    en: 'The data is readable but cannot be processed.',
  },
  rate_limited: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es gleich nochmals.',
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
    it: 'Troppe richieste. Riprovi tra un momento.',
    en: 'Too many requests. Please try again in a moment.',
  },
  header_too_large: {
    de: 'Die Anfrage ist zu gross (Adresse oder Kopfzeilen). Bitte löschen Sie die Cookies dieser Website und versuchen Sie es nochmals.',
    fr: 'La requête est trop volumineuse (adresse ou en-têtes). Veuillez effacer les cookies de ce site et réessayer.',
    it: 'La richiesta è troppo grande (indirizzo o intestazioni). Cancelli i cookie di questo sito e riprovi.',
    en: 'The request is too large (address or headers). Please clear this site’s cookies and try again.',
  },
  internal: {
    de: 'Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später nochmals.',
    fr: 'Une erreur du serveur s’est produite. Veuillez réessayer plus tard.',
    it: 'Si è verificato un errore del server. Riprovi più tardi.',
    en: 'A server error occurred. Please try again later.',
  },
  service_unavailable: {
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich nochmals.',
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    it: 'Il servizio è temporaneamente non disponibile. Riprovi tra un momento.',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
  },
};

/**
 * service_unavailable when the disk is full: saving fails while reading still works, so the visitor
 * learns that what they just did was not saved. It names no cause (the disk is the shop's affair).
 */
export const diskFullMessage: Record<Locale, string> = {
  de: 'Speichern ist im Moment nicht möglich. Bitte versuchen Sie es in einigen Minuten nochmals.',
  fr: 'L’enregistrement n’est pas possible pour le moment. Veuillez réessayer dans quelques minutes.',
  it: 'Al momento non è possibile salvare. Riprovi tra qualche minuto.',
  en: 'Saving is not possible at the moment. Please try again in a few minutes.',
};

/** Field messages by kind of problem, for validation errors. */
export const fieldMessages = {
  required: { de: 'Pflichtfeld', fr: 'Champ obligatoire', it: 'Campo obbligatorio', en: 'Required' },
  invalid: { de: 'Ungültiger Wert', fr: 'Valeur non valable', it: 'Valore non valido', en: 'Invalid value' },
  tooShort: { de: 'Zu kurz', fr: 'Trop court', it: 'Troppo corto', en: 'Too short' },
  tooLong: { de: 'Zu lang', fr: 'Trop long', it: 'Troppo lungo', en: 'Too long' },
  tooSmall: { de: 'Zu klein', fr: 'Trop petit', it: 'Troppo piccolo', en: 'Too small' },
  tooBig: { de: 'Zu gross', fr: 'Trop grand', it: 'Troppo grande', en: 'Too large' },
  unknownField: { de: 'Unbekanntes Feld', fr: 'Champ inconnu', it: 'Campo sconosciuto', en: 'Unknown field' },
} satisfies Record<string, Record<Locale, string>>;
