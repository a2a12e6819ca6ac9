import type { Messages } from './messages';

/* A partner's monthly commission statement (PDF and CSV, in the partner's language) and the payout's remittance: only the server words them. */
const de = {
  'partnerStatement.title': 'Kommissionsabrechnung {month}: {partner}',
  'partnerStatement.intro':
    'Ihre Kommission auf den Bestellungen, die Ihre Einbindung gebracht hat: auf dem Warenwert ohne MWST nach Rabatten, ohne Versand und Geschenkgutscheine. Rückerstattungen und Stornierungen nach der Zahlung werden anteilig abgezogen.',
  'partnerStatement.date': 'Datum',
  'partnerStatement.orderNumber': 'Bestellnummer',
  'partnerStatement.netBase': 'Basis ohne MWST',
  'partnerStatement.rate': 'Satz %',
  'partnerStatement.commission': 'Kommission',
  'partnerStatement.total': 'Total',
  'partnerStatement.none': 'Keine Buchungen in diesem Monat.',
  'partnerStatement.file': 'Kommissionsabrechnung',
  'partnerStatement.remittance': 'Kommission {month}',
  'admin.partnerLedger.nothingPayable': 'Kein Partner hat in diesem Monat ein positives Total und eine IBAN: Es gibt nichts auszuzahlen.',
} as const;

export const partnerStatementServerMessages: Messages<typeof de> = {
  de,
  fr: {
    'partnerStatement.title': 'Décompte des commissions {month} : {partner}',
    'partnerStatement.intro':
      'Votre commission sur les commandes apportées par votre intégration : sur la valeur des marchandises hors TVA après rabais, sans frais d’envoi ni bons cadeaux. Les remboursements et annulations après paiement sont déduits au prorata.',
    'partnerStatement.date': 'Date',
    'partnerStatement.orderNumber': 'Numéro de commande',
    'partnerStatement.netBase': 'Base hors TVA',
    'partnerStatement.rate': 'Taux %',
    'partnerStatement.commission': 'Commission',
    'partnerStatement.total': 'Total',
    'partnerStatement.none': 'Aucune écriture ce mois-ci.',
    'partnerStatement.file': 'Decompte-commissions',
    'partnerStatement.remittance': 'Commission {month}',
    'admin.partnerLedger.nothingPayable': 'Aucun partenaire n’a ce mois-ci un total positif et un IBAN : il n’y a rien à verser.',
  },
  it: {
    'partnerStatement.title': 'Conteggio delle commissioni {month}: {partner}',
    'partnerStatement.intro':
      'La vostra commissione sugli ordini portati dalla vostra integrazione: sul valore della merce senza IVA dopo gli sconti, senza spedizione né buoni regalo. Rimborsi e annullamenti dopo il pagamento sono dedotti in proporzione.',
    'partnerStatement.date': 'Data',
    'partnerStatement.orderNumber': 'Numero d’ordine',
    'partnerStatement.netBase': 'Base senza IVA',
    'partnerStatement.rate': 'Aliquota %',
    'partnerStatement.commission': 'Commissione',
    'partnerStatement.total': 'Totale',
    'partnerStatement.none': 'Nessuna registrazione in questo mese.',
    'partnerStatement.file': 'Conteggio-commissioni',
    'partnerStatement.remittance': 'Commissione {month}',
    'admin.partnerLedger.nothingPayable': 'Nessun partner ha in questo mese un totale positivo e un IBAN: non c’è nulla da pagare.',
  },
  en: {
    'partnerStatement.title': 'Commission statement {month}: {partner}',
    'partnerStatement.intro':
      'Your commission on the orders your embed brought: on the goods without VAT after discounts, shipping and gift vouchers left out. Refunds and cancellations after payment are deducted in proportion.',
    'partnerStatement.date': 'Date',
    'partnerStatement.orderNumber': 'Order number',
    'partnerStatement.netBase': 'Base without VAT',
    'partnerStatement.rate': 'Rate %',
    'partnerStatement.commission': 'Commission',
    'partnerStatement.total': 'Total',
    'partnerStatement.none': 'No entries this month.',
    'partnerStatement.file': 'Commission-statement',
    'partnerStatement.remittance': 'Commission {month}',
    'admin.partnerLedger.nothingPayable': 'No partner has a positive total and an IBAN this month: there is nothing to pay out.',
  },
};
