import type { Messages } from './messages';

/** The server's answers to staff: bank files and their credits, the production queue, vouchers, the outbox. */
const de = {
  'admin.bank.notCamt': 'Diese Datei ist keine camt.054-Gutschriftsanzeige ({reason}). Bitte laden Sie die camt.054-Datei Ihrer Bank hoch.',
  'admin.bank.decided': 'Über diese Zahlung wurde bereits entschieden.',
  'admin.bank.orderNeeded': 'Diese Zahlung nennt keine Bestellung: Bitte geben Sie die Bestellnummer an.',
  'admin.production.notFailed': 'Diese Druckdatei ist nicht fehlgeschlagen; sie muss nicht neu erstellt werden.',
  'admin.production.notReady':
    'Dieser Artikel kann noch nicht als gedruckt gelten: Die Bestellung ist nicht bezahlt oder die Druckdatei ist noch nicht bereit.',
  'admin.production.printed': 'Dieser Artikel ist bereits als gedruckt markiert.',
  'admin.vouchers.taken': 'Diesen Code gibt es schon (Gross- und Kleinschreibung zählen nicht). Bitte wählen Sie einen anderen.',
  'admin.mails.notFailed': 'Diese E-Mail ist nicht fehlgeschlagen; sie wird gesendet oder wurde gesendet.',
  'admin.mails.contentGone': 'Der Inhalt dieser E-Mail wurde nach Ablauf der Aufbewahrungsfrist gelöscht; sie kann nicht erneut gesendet werden.',
} as const;

export const backOfficeServerMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.bank.notCamt': 'Ce fichier n’est pas un avis de crédit camt.054 ({reason}). Veuillez téléverser le fichier camt.054 de votre banque.',
    'admin.bank.decided': 'Une décision a déjà été prise pour ce paiement.',
    'admin.bank.orderNeeded': 'Ce paiement ne désigne aucune commande : veuillez indiquer le numéro de commande.',
    'admin.production.notFailed': 'Ce fichier d’impression n’a pas échoué ; inutile de le refaire.',
    'admin.production.notReady': 'Cet article ne peut pas encore être marqué imprimé : la commande n’est pas payée ou le fichier d’impression n’est pas prêt.',
    'admin.production.printed': 'Cet article est déjà marqué comme imprimé.',
    'admin.vouchers.taken': 'Ce code existe déjà (sans distinction de majuscules). Veuillez en choisir un autre.',
    'admin.mails.notFailed': 'Cet e-mail n’a pas échoué ; il est en cours d’envoi ou a été envoyé.',
    'admin.mails.contentGone': 'Le contenu de cet e-mail a été effacé au terme du délai de conservation ; il ne peut plus être renvoyé.',
  },
  it: {
    'admin.bank.notCamt': 'Questo file non è un avviso di accredito camt.054 ({reason}). Carichi il file camt.054 della sua banca.',
    'admin.bank.decided': 'Su questo pagamento è già stato deciso.',
    'admin.bank.orderNeeded': 'Questo pagamento non indica alcun ordine: indichi il numero d’ordine.',
    'admin.production.notFailed': 'Questo file di stampa non è fallito; non serve rifarlo.',
    'admin.production.notReady': 'Questo articolo non può ancora essere segnato come stampato: l’ordine non è pagato o il file di stampa non è pronto.',
    'admin.production.printed': 'Questo articolo è già segnato come stampato.',
    'admin.vouchers.taken': 'Questo codice esiste già (maiuscole e minuscole non contano). Ne scelga un altro.',
    'admin.mails.notFailed': 'Questa e-mail non è fallita; è in invio o è già stata inviata.',
    'admin.mails.contentGone': 'Il contenuto di questa e-mail è stato cancellato alla scadenza del periodo di conservazione; non può più essere rinviata.',
  },
  en: {
    'admin.bank.notCamt': 'This file is not a camt.054 credit notification ({reason}). Please upload your bank’s camt.054 file.',
    'admin.bank.decided': 'This payment has already been decided.',
    'admin.bank.orderNeeded': 'This payment names no order: please give the order number.',
    'admin.production.notFailed': 'This print file did not fail; there is no need to make it again.',
    'admin.production.notReady': 'This item cannot be marked printed yet: the order is not paid or its print file is not ready.',
    'admin.production.printed': 'This item is already marked printed.',
    'admin.vouchers.taken': 'This code already exists (case does not matter). Please choose another.',
    'admin.mails.notFailed': 'This e-mail did not fail; it is being sent or was sent.',
    'admin.mails.contentGone': 'This e-mail’s content was deleted when its retention period ended; it can no longer be sent again.',
  },
};
