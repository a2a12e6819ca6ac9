import type { Messages } from './messages';

/** The mail that names the codes of the gift vouchers of a paid order. */
const de = {
  'mail.giftCodes.subject': 'Ihre Gutscheincodes zur Bestellung {number}',
  'mail.giftCodes.intro':
    '{count, plural, one {Ihre Bestellung {number} ist bezahlt. Hier ist der Code Ihres Geschenkgutscheins; er steht auch auf der Gutscheinkarte.} other {Ihre Bestellung {number} ist bezahlt. Hier sind die Codes Ihrer # Geschenkgutscheine; jeder steht auch auf seiner Gutscheinkarte.}}',
  'voucherCard.title': 'Geschenkgutschein',
  'voucherCard.value': 'im Wert von {amount}',
  'voucherCard.code': 'Gutscheincode',
  'voucherCard.redeem': 'Einlösbar im Onlineshop der {shop}: an der Kasse unter «Gutschein» eingeben. Der Code gilt einmal.',
  'mail.giftCodes.redeem':
    'Ein Code wird an der Kasse unter «Gutschein» eingegeben und zahlt seinen Wert an eine Bestellung; er gilt einmal, und was er nicht zahlt, verfällt.',
} as const;

export const giftVoucherMessages: Messages<typeof de> = {
  de,
  fr: {
    'mail.giftCodes.subject': 'Vos codes de bons pour la commande {number}',
    'mail.giftCodes.intro':
      '{count, plural, one {Votre commande {number} est payée. Voici le code de votre bon cadeau ; il figure aussi sur la carte.} other {Votre commande {number} est payée. Voici les codes de vos # bons cadeaux ; chacun figure aussi sur sa carte.}}',
    'voucherCard.title': 'Bon cadeau',
    'voucherCard.value': 'd’une valeur de {amount}',
    'voucherCard.code': 'Code du bon',
    'voucherCard.redeem': 'Valable dans la boutique en ligne de {shop} : à saisir à la caisse sous « Bon ». Le code vaut une fois.',
    'mail.giftCodes.redeem':
      'Un code se saisit à la caisse sous « Bon » et paie sa valeur sur une commande ; il vaut une fois, et ce qu’il ne paie pas est perdu.',
  },
  it: {
    'mail.giftCodes.subject': 'I suoi codici buono per l’ordine {number}',
    'mail.giftCodes.intro':
      '{count, plural, one {Il suo ordine {number} è pagato. Ecco il codice del suo buono regalo; è stampato anche sul biglietto.} other {Il suo ordine {number} è pagato. Ecco i codici dei suoi # buoni regalo; ognuno è stampato anche sul suo biglietto.}}',
    'voucherCard.title': 'Buono regalo',
    'voucherCard.value': 'del valore di {amount}',
    'voucherCard.code': 'Codice buono',
    'voucherCard.redeem': 'Valido nel negozio online di {shop}: da inserire alla cassa sotto «Buono». Il codice vale una volta.',
    'mail.giftCodes.redeem': 'Un codice si inserisce alla cassa sotto «Buono» e paga il suo valore su un ordine; vale una volta, e ciò che non paga decade.',
  },
  en: {
    'mail.giftCodes.subject': 'Your voucher codes for order {number}',
    'mail.giftCodes.intro':
      '{count, plural, one {Your order {number} is paid. Here is the code of your gift voucher; it is also printed on the card.} other {Your order {number} is paid. Here are the codes of your # gift vouchers; each is also printed on its card.}}',
    'voucherCard.title': 'Gift voucher',
    'voucherCard.value': 'worth {amount}',
    'voucherCard.code': 'Voucher code',
    'voucherCard.redeem': 'Redeem it in the online shop of {shop}: enter it at checkout under "Voucher". The code works once.',
    'mail.giftCodes.redeem':
      'Enter a code at checkout under "Voucher": it pays its value towards one order; it works once, and what it does not pay is forfeited.',
  },
};
