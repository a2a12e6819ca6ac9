import type { Messages } from './messages';

/*
 * Confirming a customer's e-mail address so that the guest orders placed with it join the account:
 * the self-care page's offer to send the link, and the page the mailed link opens
 * (/customer/confirmemail/{contactId}/{key}). The server answers a broken link with confirmEmail.invalid.
 */
const de = {
  'care.confirm.text': 'Bestellungen, die Sie ohne Kundenkonto mit {email} aufgegeben haben, erscheinen hier, sobald Sie diese Adresse bestätigt haben.',
  'care.confirm.send': 'Bestätigungslink senden',
  'care.confirm.sending': 'Wird gesendet …',
  'care.confirm.sent': 'Wir haben Ihnen einen Link an {email} gesendet. Er gilt 24 Stunden.',
  'care.confirm.failed': 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  'page.confirmEmail.title': 'E-Mail-Adresse bestätigen',
  'confirmEmail.text': 'Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört. Danach erscheinen Ihre Bestellungen ohne Kundenkonto in Ihrem Kundenkonto.',
  'confirmEmail.submit': 'E-Mail-Adresse bestätigen',
  'confirmEmail.busy': 'Wird bestätigt …',
  'confirmEmail.done':
    '{count, plural, =0 {Ihre E-Mail-Adresse ist bestätigt.} one {Ihre E-Mail-Adresse ist bestätigt. Eine Bestellung ist jetzt in Ihrem Kundenkonto.} other {Ihre E-Mail-Adresse ist bestätigt. # Bestellungen sind jetzt in Ihrem Kundenkonto.}}',
  'confirmEmail.toAccount': 'Zum Kundenkonto',
  'confirmEmail.invalid': 'Dieser Bestätigungslink ist ungültig, abgelaufen oder schon verwendet. Fordern Sie in Ihrem Kundenkonto einen neuen an.',
  'confirmEmail.failed': 'Die Bestätigung ist fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
} as const;

export const emailConfirmationMessages: Messages<typeof de> = {
  de,
  fr: {
    'care.confirm.text': 'Les commandes passées sans compte client avec {email} apparaîtront ici dès que vous aurez confirmé cette adresse.',
    'care.confirm.send': 'Envoyer le lien de confirmation',
    'care.confirm.sending': 'Envoi en cours…',
    'care.confirm.sent': 'Nous vous avons envoyé un lien à {email}. Il est valable 24 heures.',
    'care.confirm.failed': 'Le lien n’a pas pu être envoyé. Veuillez réessayer plus tard.',
    'page.confirmEmail.title': 'Confirmer l’adresse e-mail',
    'confirmEmail.text': 'Confirmez que cette adresse e-mail vous appartient. Vos commandes passées sans compte apparaîtront ensuite dans votre compte client.',
    'confirmEmail.submit': 'Confirmer l’adresse e-mail',
    'confirmEmail.busy': 'Confirmation en cours…',
    'confirmEmail.done':
      '{count, plural, =0 {Votre adresse e-mail est confirmée.} one {Votre adresse e-mail est confirmée. Une commande se trouve maintenant dans votre compte client.} other {Votre adresse e-mail est confirmée. # commandes se trouvent maintenant dans votre compte client.}}',
    'confirmEmail.toAccount': 'Vers le compte client',
    'confirmEmail.invalid': 'Ce lien de confirmation n’est pas valable, a expiré ou a déjà été utilisé. Demandez-en un nouveau dans votre compte client.',
    'confirmEmail.failed': 'La confirmation a échoué. Veuillez réessayer plus tard.',
  },
  it: {
    'care.confirm.text': 'Gli ordini effettuati senza conto cliente con {email} appariranno qui non appena avrà confermato questo indirizzo.',
    'care.confirm.send': 'Inviare il link di conferma',
    'care.confirm.sending': 'Invio in corso…',
    'care.confirm.sent': 'Le abbiamo inviato un link a {email}. È valido 24 ore.',
    'care.confirm.failed': 'Non è stato possibile inviare il link. Riprovi più tardi.',
    'page.confirmEmail.title': 'Confermare l’indirizzo e-mail',
    'confirmEmail.text': 'Confermi che questo indirizzo e-mail è suo. In seguito i suoi ordini senza conto appariranno nel suo conto cliente.',
    'confirmEmail.submit': 'Confermare l’indirizzo e-mail',
    'confirmEmail.busy': 'Conferma in corso…',
    'confirmEmail.done':
      '{count, plural, =0 {Il suo indirizzo e-mail è confermato.} one {Il suo indirizzo e-mail è confermato. Un ordine si trova ora nel suo conto cliente.} other {Il suo indirizzo e-mail è confermato. # ordini si trovano ora nel suo conto cliente.}}',
    'confirmEmail.toAccount': 'Al conto cliente',
    'confirmEmail.invalid': 'Questo link di conferma non è valido, è scaduto o è già stato usato. Ne richieda uno nuovo nel suo conto cliente.',
    'confirmEmail.failed': 'La conferma non è riuscita. Riprovi più tardi.',
  },
  en: {
    'care.confirm.text': 'Orders you placed without an account using {email} will appear here once you have confirmed this address.',
    'care.confirm.send': 'Send confirmation link',
    'care.confirm.sending': 'Sending…',
    'care.confirm.sent': 'We have sent a link to {email}. It is valid for 24 hours.',
    'care.confirm.failed': 'The link could not be sent. Please try again later.',
    'page.confirmEmail.title': 'Confirm your e-mail address',
    'confirmEmail.text': 'Confirm that this e-mail address is yours. Your orders placed without an account will then appear in your customer account.',
    'confirmEmail.submit': 'Confirm e-mail address',
    'confirmEmail.busy': 'Confirming…',
    'confirmEmail.done':
      '{count, plural, =0 {Your e-mail address is confirmed.} one {Your e-mail address is confirmed. One order is now in your customer account.} other {Your e-mail address is confirmed. # orders are now in your customer account.}}',
    'confirmEmail.toAccount': 'Go to your account',
    'confirmEmail.invalid': 'This confirmation link is invalid, has expired or has already been used. Please request a new one in your customer account.',
    'confirmEmail.failed': 'The confirmation failed. Please try again later.',
  },
};
