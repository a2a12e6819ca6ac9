import type { Messages } from './messages';

/* What only the server words of a prefill (an image of a partner's site, fetched into the widget's draft): its refusals. */
const de = {
  'prefill.refusal.noDraft': 'Bilder einer Partnerseite werden nur in einen Entwurf des Konfigurators übernommen (Kopfzeile X-Printshop-Draft).',
  'prefill.refusal.notEnabled': 'Für diese Seite ist die Übernahme von Bildern nicht freigeschaltet.',
  'prefill.refusal.notHttps': 'Die Bildadresse muss eine vollständige https-Adresse sein.',
  'prefill.refusal.host': 'Bilder von {host} sind für diese Partnerseite nicht freigegeben.',
  'prefill.refusal.address': '{host} zeigt auf eine interne oder reservierte Adresse; von dort werden keine Bilder geladen.',
  'prefill.refusal.redirects': 'Die Bildadresse leitet mehr als {max}-mal weiter.',
  'prefill.refusal.status': 'Der Server {host} lieferte das Bild nicht (Status {status}).',
  'prefill.refusal.unreachable': 'Der Server {host} ist nicht erreichbar oder hat die Verbindung abgebrochen.',
  'prefill.refusal.timeout': 'Der Server {host} hat das Bild nicht innert {seconds, plural, one {# Sekunde} other {# Sekunden}} geliefert.',
} as const;

export const prefillServerMessages: Messages<typeof de> = {
  de,
  fr: {
    'prefill.refusal.noDraft': 'Les images d’un site partenaire ne sont reprises que dans un brouillon du configurateur (en-tête X-Printshop-Draft).',
    'prefill.refusal.notEnabled': 'La reprise d’images n’est pas activée pour ce site.',
    'prefill.refusal.notHttps': 'L’adresse de l’image doit être une adresse https complète.',
    'prefill.refusal.host': 'Les images de {host} ne sont pas autorisées pour ce site partenaire.',
    'prefill.refusal.address': '{host} pointe vers une adresse interne ou réservée ; aucune image n’est chargée de là.',
    'prefill.refusal.redirects': 'L’adresse de l’image redirige plus de {max} fois.',
    'prefill.refusal.status': 'Le serveur {host} n’a pas fourni l’image (statut {status}).',
    'prefill.refusal.unreachable': 'Le serveur {host} est injoignable ou a interrompu la connexion.',
    'prefill.refusal.timeout': 'Le serveur {host} n’a pas fourni l’image en {seconds, plural, one {# seconde} other {# secondes}}.',
  },
  it: {
    'prefill.refusal.noDraft': 'Le immagini di un sito partner vengono riprese solo in una bozza del configuratore (intestazione X-Printshop-Draft).',
    'prefill.refusal.notEnabled': 'La ripresa di immagini non è attivata per questo sito.',
    'prefill.refusal.notHttps': 'L’indirizzo dell’immagine deve essere un indirizzo https completo.',
    'prefill.refusal.host': 'Le immagini di {host} non sono autorizzate per questo sito partner.',
    'prefill.refusal.address': '{host} rimanda a un indirizzo interno o riservato; da lì non si caricano immagini.',
    'prefill.refusal.redirects': 'L’indirizzo dell’immagine reindirizza più di {max} volte.',
    'prefill.refusal.status': 'Il server {host} non ha fornito l’immagine (stato {status}).',
    'prefill.refusal.unreachable': 'Il server {host} non è raggiungibile o ha interrotto la connessione.',
    'prefill.refusal.timeout': 'Il server {host} non ha fornito l’immagine entro {seconds, plural, one {# secondo} other {# secondi}}.',
  },
  en: {
    'prefill.refusal.noDraft': "Images of a partner's site are only taken into a draft of the configurator (header X-Printshop-Draft).",
    'prefill.refusal.notEnabled': 'Taking over images is not enabled for this site.',
    'prefill.refusal.notHttps': 'The image address must be a complete https address.',
    'prefill.refusal.host': 'Images from {host} are not allowed for this partner site.',
    'prefill.refusal.address': '{host} points to an internal or reserved address; no images are loaded from there.',
    'prefill.refusal.redirects': 'The image address redirects more than {max} times.',
    'prefill.refusal.status': 'The server {host} did not deliver the image (status {status}).',
    'prefill.refusal.unreachable': 'The server {host} cannot be reached or broke off the connection.',
    'prefill.refusal.timeout': 'The server {host} did not deliver the image within {seconds, plural, one {# second} other {# seconds}}.',
  },
};
