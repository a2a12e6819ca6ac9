import type { Messages } from './messages';

/* What only the server words of refunds of bank-transfer money: the cancel mail's line, the payment file's remittance text, refusals. */
const de = {
  'mail.status.bankRefund':
    'Sie haben uns {amount} per Banküberweisung bezahlt. Wir überweisen Ihnen diesen Betrag innerhalb von {days} Arbeitstagen zurück, auf das Konto, von dem er kam.',
  'mail.refund.bank':
    'Wir überweisen Ihnen {amount} zu Ihrer Bestellung {number} innerhalb von {days} Arbeitstagen zurück, auf das Konto, von dem Ihre Zahlung kam.',
  'bankRefund.remittance': 'Rückerstattung Bestellung {number}, Referenz {reference}',
  'admin.bankRefunds.notOpen': 'Diese Rückzahlung ist bereits als zurückbezahlt markiert. Bitte laden Sie die Liste neu.',
  'admin.bankRefunds.nothingPayable': 'Keine offene Rückzahlung hat Name und IBAN des Zahlers: Es gibt nichts zu exportieren.',
} as const;

export const bankRefundServerMessages: Messages<typeof de> = {
  de,
  fr: {
    'mail.status.bankRefund':
      'Vous nous avez payé {amount} par virement bancaire. Nous vous rembourserons ce montant dans les {days} jours ouvrables, par virement sur le compte d’où il provient.',
    'mail.refund.bank':
      'Nous vous rembourserons {amount} pour votre commande {number} dans les {days} jours ouvrables, par virement sur le compte d’où provient votre paiement.',
    'bankRefund.remittance': 'Remboursement commande {number}, référence {reference}',
    'admin.bankRefunds.notOpen': 'Ce remboursement est déjà marqué comme remboursé. Veuillez recharger la liste.',
    'admin.bankRefunds.nothingPayable': 'Aucun remboursement ouvert n’a le nom et l’IBAN du payeur : il n’y a rien à exporter.',
  },
  it: {
    'mail.status.bankRefund':
      'Ci ha pagato {amount} tramite bonifico bancario. Le rimborseremo questo importo entro {days} giorni lavorativi, con un bonifico sul conto da cui è arrivato.',
    'mail.refund.bank':
      'Le rimborseremo {amount} per il suo ordine {number} entro {days} giorni lavorativi, con un bonifico sul conto da cui è arrivato il suo pagamento.',
    'bankRefund.remittance': 'Rimborso ordine {number}, riferimento {reference}',
    'admin.bankRefunds.notOpen': 'Questo rimborso è già segnato come rimborsato. Ricarichi la lista.',
    'admin.bankRefunds.nothingPayable': 'Nessun rimborso aperto ha il nome e l’IBAN del pagatore: non c’è nulla da esportare.',
  },
  en: {
    'mail.status.bankRefund':
      'You paid us {amount} by bank transfer. We will transfer this amount back to the account it came from within {days} working days.',
    'mail.refund.bank': 'We will transfer {amount} for your order {number} back to the account your payment came from within {days} working days.',
    'bankRefund.remittance': 'Refund of order {number}, reference {reference}',
    'admin.bankRefunds.notOpen': 'This refund is already marked as paid back. Please reload the list.',
    'admin.bankRefunds.nothingPayable': 'No open refund has the payer’s name and IBAN: there is nothing to export.',
  },
};
