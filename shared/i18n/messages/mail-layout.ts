import type { Messages } from './messages';

/*
 * What every mail of the shop shares (server/mail/html.ts): the greeting, formal and by name where
 * the shop knows the salutation and the name, neutral where it does not; and the e-mail
 * confirmation's own texts.
 */
const de = {
  'mail.greeting.f': 'Guten Tag Frau {lastname}',
  'mail.greeting.m': 'Guten Tag Herr {lastname}',
  'mail.greeting.named': 'Guten Tag {name}',
  'mail.greeting.neutral': 'Guten Tag',
  'mail.emailConfirmation.subject': 'Bitte bestätigen Sie Ihre E-Mail-Adresse bei Print Atelier',
  'mail.emailConfirmation.intro':
    'Sie möchten die Bestellungen, die Sie ohne Kundenkonto mit dieser E-Mail-Adresse aufgegeben haben, in Ihrem Kundenkonto sehen. Bitte bestätigen Sie dafür, dass diese Adresse Ihnen gehört:',
  'mail.emailConfirmation.button': 'E-Mail-Adresse bestätigen',
  'mail.emailConfirmation.expiry': 'Der Link gilt 24 Stunden und nur einmal.',
  'mail.emailConfirmation.ignore': 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
} as const;

export const mailLayoutMessages: Messages<typeof de> = {
  de,
  fr: {
    'mail.greeting.f': 'Bonjour Madame {lastname}',
    'mail.greeting.m': 'Bonjour Monsieur {lastname}',
    'mail.greeting.named': 'Bonjour {name}',
    'mail.greeting.neutral': 'Bonjour',
    'mail.emailConfirmation.subject': 'Veuillez confirmer votre adresse e-mail chez Print Atelier',
    'mail.emailConfirmation.intro':
      'Vous souhaitez voir dans votre compte client les commandes passées sans compte avec cette adresse e-mail. Veuillez confirmer qu’elle vous appartient\u202f:',
    'mail.emailConfirmation.button': 'Confirmer l’adresse e-mail',
    'mail.emailConfirmation.expiry': 'Le lien est valable 24 heures et une seule fois.',
    'mail.emailConfirmation.ignore': 'Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  },
  it: {
    'mail.greeting.f': 'Buongiorno Signora {lastname}',
    'mail.greeting.m': 'Buongiorno Signor {lastname}',
    'mail.greeting.named': 'Buongiorno {name}',
    'mail.greeting.neutral': 'Buongiorno',
    'mail.emailConfirmation.subject': 'Confermi il suo indirizzo e-mail presso Print Atelier',
    'mail.emailConfirmation.intro':
      'Desidera vedere nel suo conto cliente gli ordini effettuati senza conto con questo indirizzo e-mail. Confermi che l’indirizzo è suo:',
    'mail.emailConfirmation.button': 'Confermare l’indirizzo e-mail',
    'mail.emailConfirmation.expiry': 'Il link è valido 24 ore e una sola volta.',
    'mail.emailConfirmation.ignore': 'Se non l’ha richiesto lei, ignori questa e-mail.',
  },
  en: {
    'mail.greeting.f': 'Dear Ms {lastname}',
    'mail.greeting.m': 'Dear Mr {lastname}',
    'mail.greeting.named': 'Dear {name}',
    'mail.greeting.neutral': 'Hello',
    'mail.emailConfirmation.subject': 'Please confirm your e-mail address at Print Atelier',
    'mail.emailConfirmation.intro':
      'You would like to see the orders you placed without an account using this e-mail address in your customer account. Please confirm that the address is yours:',
    'mail.emailConfirmation.button': 'Confirm e-mail address',
    'mail.emailConfirmation.expiry': 'The link is valid for 24 hours and can be used once.',
    'mail.emailConfirmation.ignore': 'If you did not ask for this, you can ignore this e-mail.',
  },
};
