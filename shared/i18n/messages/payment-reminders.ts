import type { Messages } from './messages';

/**
 * The payment reminders of an unpaid invoice: the mail and the title and fee line of its PDF, in the
 * order's language; and why staff's bulk action sent an order none, in the staff member's.
 */
const de = {
  'invoice.reminder.first': 'Zahlungserinnerung zur Rechnung {number}',
  'invoice.reminder.second': '2. Zahlungserinnerung zur Rechnung {number}',
  'invoice.reminder.fee': 'Mahngebühr',
  'mail.reminder.first.subject': 'Zahlungserinnerung: Bestellung {number}',
  'mail.reminder.first.body':
    'Für Ihre Bestellung {number} haben wir noch keine Zahlung erhalten. Bitte bezahlen Sie {amount} bis am {payBy} mit dem QR-Einzahlungsschein im Anhang. Haben Sie in den letzten Tagen bezahlt, so betrachten Sie diese Erinnerung bitte als gegenstandslos.',
  'mail.reminder.second.subject': '2. Zahlungserinnerung: Bestellung {number}',
  'mail.reminder.second.body':
    'Trotz unserer Erinnerung haben wir für Ihre Bestellung {number} noch keine Zahlung erhalten. Wir berechnen eine Mahngebühr von {fee}. Bitte bezahlen Sie {amount} bis am {payBy} mit dem QR-Einzahlungsschein im Anhang.',
  'admin.bulk.reminder.notInvoice': 'Keine Rechnung: Diese Bestellung wird nicht auf Rechnung bezahlt.',
  'admin.bulk.reminder.paid': 'Diese Bestellung ist bereits bezahlt.',
  'admin.bulk.reminder.cancelled': 'Diese Bestellung ist storniert.',
  'admin.bulk.reminder.listedForPerson': 'Nach zwei Erinnerungen ist sie bereits für eine Person vorgemerkt.',
  'admin.bulk.reminder.notYet':
    '{step, select, first {Die erste Zahlungserinnerung ist erst am {date} fällig.} second {Die zweite Zahlungserinnerung ist erst am {date} fällig.} other {Die Bestellung wird erst am {date} für eine Person vorgemerkt.}}',
} as const;

export const paymentReminderMessages: Messages<typeof de> = {
  de,
  fr: {
    'invoice.reminder.first': 'Rappel de paiement de la facture {number}',
    'invoice.reminder.second': '2e rappel de paiement de la facture {number}',
    'invoice.reminder.fee': 'Frais de rappel',
    'mail.reminder.first.subject': 'Rappel de paiement : commande {number}',
    'mail.reminder.first.body':
      'Nous n’avons pas encore reçu de paiement pour votre commande {number}. Veuillez payer {amount} d’ici au {payBy} avec la QR-facture jointe. Si vous avez payé ces derniers jours, veuillez ne pas tenir compte de ce rappel.',
    'mail.reminder.second.subject': '2e rappel de paiement : commande {number}',
    'mail.reminder.second.body':
      'Malgré notre rappel, nous n’avons pas encore reçu de paiement pour votre commande {number}. Nous facturons des frais de rappel de {fee}. Veuillez payer {amount} d’ici au {payBy} avec la QR-facture jointe.',
    'admin.bulk.reminder.notInvoice': 'Pas de facture : cette commande n’est pas payée sur facture.',
    'admin.bulk.reminder.paid': 'Cette commande est déjà payée.',
    'admin.bulk.reminder.cancelled': 'Cette commande est annulée.',
    'admin.bulk.reminder.listedForPerson': 'Après deux rappels, elle est déjà réservée au traitement par une personne.',
    'admin.bulk.reminder.notYet':
      '{step, select, first {Le premier rappel de paiement n’est dû que le {date}.} second {Le second rappel de paiement n’est dû que le {date}.} other {La commande ne sera réservée à une personne que le {date}.}}',
  },
  it: {
    'invoice.reminder.first': 'Sollecito di pagamento della fattura {number}',
    'invoice.reminder.second': '2° sollecito di pagamento della fattura {number}',
    'invoice.reminder.fee': 'Spese di sollecito',
    'mail.reminder.first.subject': 'Sollecito di pagamento: ordine {number}',
    'mail.reminder.first.body':
      'Non abbiamo ancora ricevuto il pagamento del suo ordine {number}. La preghiamo di pagare {amount} entro il {payBy} con la QR-fattura allegata. Se ha pagato negli ultimi giorni, consideri nullo questo sollecito.',
    'mail.reminder.second.subject': '2° sollecito di pagamento: ordine {number}',
    'mail.reminder.second.body':
      'Nonostante il nostro sollecito non abbiamo ancora ricevuto il pagamento del suo ordine {number}. Addebitiamo spese di sollecito di {fee}. La preghiamo di pagare {amount} entro il {payBy} con la QR-fattura allegata.',
    'admin.bulk.reminder.notInvoice': 'Nessuna fattura: questo ordine non è pagato su fattura.',
    'admin.bulk.reminder.paid': 'Questo ordine è già pagato.',
    'admin.bulk.reminder.cancelled': 'Questo ordine è annullato.',
    'admin.bulk.reminder.listedForPerson': 'Dopo due solleciti è già riservato al trattamento da parte di una persona.',
    'admin.bulk.reminder.notYet':
      '{step, select, first {Il primo sollecito di pagamento è dovuto solo il {date}.} second {Il secondo sollecito di pagamento è dovuto solo il {date}.} other {L’ordine sarà riservato a una persona solo il {date}.}}',
  },
  en: {
    'invoice.reminder.first': 'Payment reminder for invoice {number}',
    'invoice.reminder.second': 'Second payment reminder for invoice {number}',
    'invoice.reminder.fee': 'Reminder fee',
    'mail.reminder.first.subject': 'Payment reminder: order {number}',
    'mail.reminder.first.body':
      'We have not yet received payment for your order {number}. Please pay {amount} by {payBy} with the QR-bill attached. If you have paid in the last few days, please disregard this reminder.',
    'mail.reminder.second.subject': 'Second payment reminder: order {number}',
    'mail.reminder.second.body':
      'Despite our reminder, we have not yet received payment for your order {number}. We charge a reminder fee of {fee}. Please pay {amount} by {payBy} with the QR-bill attached.',
    'admin.bulk.reminder.notInvoice': 'Not an invoice: this order is not paid by invoice.',
    'admin.bulk.reminder.paid': 'This order is already paid.',
    'admin.bulk.reminder.cancelled': 'This order is cancelled.',
    'admin.bulk.reminder.listedForPerson': 'After two reminders it is already listed for a person to handle.',
    'admin.bulk.reminder.notYet':
      '{step, select, first {The first payment reminder is not due until {date}.} second {The second payment reminder is not due until {date}.} other {The order is not listed for a person until {date}.}}',
  },
};
