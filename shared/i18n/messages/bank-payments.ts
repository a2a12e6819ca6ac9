import type { Messages } from './messages';

/** The server's answers about bank files and the credits in them. */
const de = {
  'admin.bank.notCamt': 'Diese Datei ist keine camt.054-Gutschriftsanzeige ({reason}). Bitte laden Sie die camt.054-Datei Ihrer Bank hoch.',
  'admin.bank.decided': 'Über diese Zahlung wurde bereits entschieden.',
  'admin.bank.orderNeeded': 'Diese Zahlung nennt keine Bestellung: Bitte geben Sie die Bestellnummer an.',
} as const;

export const bankPaymentMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.bank.notCamt': 'Ce fichier n’est pas un avis de crédit camt.054 ({reason}). Veuillez téléverser le fichier camt.054 de votre banque.',
    'admin.bank.decided': 'Une décision a déjà été prise pour ce paiement.',
    'admin.bank.orderNeeded': 'Ce paiement ne désigne aucune commande : veuillez indiquer le numéro de commande.',
  },
  it: {
    'admin.bank.notCamt': 'Questo file non è un avviso di accredito camt.054 ({reason}). Carichi il file camt.054 della sua banca.',
    'admin.bank.decided': 'Su questo pagamento è già stato deciso.',
    'admin.bank.orderNeeded': 'Questo pagamento non indica alcun ordine: indichi il numero d’ordine.',
  },
  en: {
    'admin.bank.notCamt': 'This file is not a camt.054 credit notification ({reason}). Please upload your bank’s camt.054 file.',
    'admin.bank.decided': 'This payment has already been decided.',
    'admin.bank.orderNeeded': 'This payment names no order: please give the order number.',
  },
};
