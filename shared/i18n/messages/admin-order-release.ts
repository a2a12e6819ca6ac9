import type { Messages } from './messages';

/*
 * Production release by payment method and shipping only what was printed (shared/domain/orders):
 * what an order waits for, an invoice paid later, and why staff could not move it on.
 */
const de = {
  'admin.hold.bankTransfer': 'Wartet auf Zahlungseingang (Vorauskasse)',
  'admin.hold.onlinePayment': 'Wartet auf Online-Zahlung',
  'admin.order.payment': 'Zahlung',
  'admin.order.paidAt': 'Bezahlt am {date}',
  'admin.order.unpaidReleased': 'Offen – Zahlung nach Erhalt der Rechnung; die Produktion wartet nicht darauf',
  'admin.order.history.markPaid': 'Zahlung eingegangen',
  'admin.order.unprinted': '{count, plural, one {# Artikel ist} other {# Artikel sind}} noch nicht als gedruckt markiert.',
  'admin.order.shipOverride': 'Grund für den Versand ohne Druckvermerk',
  'admin.order.shipOverrideHint': 'Nur nötig, solange nicht alle Artikel als gedruckt markiert sind. Der Grund wird im Protokoll festgehalten.',
  'admin.status.notReleased': 'Diese Bestellung kann noch nicht in Produktion: {hold}.',
  'admin.status.alreadyPaid': 'Diese Bestellung ist bereits als bezahlt markiert. Bitte laden Sie die Bestellung neu.',
  'admin.status.unprinted':
    '{count, plural, one {# Artikel ist} other {# Artikel sind}} noch nicht als gedruckt markiert. Markieren Sie sie in der Produktion als gedruckt oder geben Sie an, warum Sie trotzdem versenden.',
} as const;

export const adminOrderReleaseMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.hold.bankTransfer': 'Attend le paiement (paiement anticipé)',
    'admin.hold.onlinePayment': 'Attend le paiement en ligne',
    'admin.order.payment': 'Paiement',
    'admin.order.paidAt': 'Payée le {date}',
    'admin.order.unpaidReleased': 'Ouvert – paiement à réception de la facture ; la production ne l’attend pas',
    'admin.order.history.markPaid': 'Paiement reçu',
    'admin.order.unprinted': '{count, plural, one {# article n’est pas encore marqué} other {# articles ne sont pas encore marqués}} comme imprimé.',
    'admin.order.shipOverride': 'Motif de l’expédition sans mention d’impression',
    'admin.order.shipOverrideHint':
      'Nécessaire seulement tant que tous les articles ne sont pas marqués comme imprimés. Le motif est consigné dans le journal.',
    'admin.status.notReleased': 'Cette commande ne peut pas encore passer en production : {hold}.',
    'admin.status.alreadyPaid': 'Cette commande est déjà marquée comme payée. Veuillez recharger la commande.',
    'admin.status.unprinted':
      '{count, plural, one {# article n’est pas encore marqué} other {# articles ne sont pas encore marqués}} comme imprimé. Marquez-les comme imprimés dans la production ou indiquez pourquoi vous expédiez quand même.',
  },
  it: {
    'admin.hold.bankTransfer': 'In attesa del pagamento (pagamento anticipato)',
    'admin.hold.onlinePayment': 'In attesa del pagamento online',
    'admin.order.payment': 'Pagamento',
    'admin.order.paidAt': 'Pagato il {date}',
    'admin.order.unpaidReleased': 'Aperto – pagamento dopo ricevimento della fattura; la produzione non lo attende',
    'admin.order.history.markPaid': 'Pagamento ricevuto',
    'admin.order.unprinted': '{count, plural, one {# articolo non è ancora segnato} other {# articoli non sono ancora segnati}} come stampato.',
    'admin.order.shipOverride': 'Motivo della spedizione senza conferma di stampa',
    'admin.order.shipOverrideHint': 'Necessario solo finché non tutti gli articoli sono segnati come stampati. Il motivo viene registrato nel protocollo.',
    'admin.status.notReleased': 'Questo ordine non può ancora andare in produzione: {hold}.',
    'admin.status.alreadyPaid': 'Questo ordine è già segnato come pagato. Ricarichi l’ordine.',
    'admin.status.unprinted':
      '{count, plural, one {# articolo non è ancora segnato} other {# articoli non sono ancora segnati}} come stampato. Li segni come stampati nella produzione o indichi perché spedisce comunque.',
  },
  en: {
    'admin.hold.bankTransfer': 'Waiting for the payment (prepayment)',
    'admin.hold.onlinePayment': 'Waiting for the online payment',
    'admin.order.payment': 'Payment',
    'admin.order.paidAt': 'Paid on {date}',
    'admin.order.unpaidReleased': 'Open – paid after receipt of the invoice; production does not wait for it',
    'admin.order.history.markPaid': 'Payment received',
    'admin.order.unprinted': '{count, plural, one {# item is} other {# items are}} not marked printed yet.',
    'admin.order.shipOverride': 'Reason for shipping without a print mark',
    'admin.order.shipOverrideHint': 'Only needed while not every item is marked printed. The reason is kept in the audit log.',
    'admin.status.notReleased': 'This order cannot go into production yet: {hold}.',
    'admin.status.alreadyPaid': 'This order is already marked paid. Please reload the order.',
    'admin.status.unprinted':
      '{count, plural, one {# item is} other {# items are}} not marked printed yet. Mark them printed in production, or say why you ship anyway.',
  },
};
