import type { Messages } from './messages';

/*
 * The login-link mail (server/mail/templates/login-challenge.ts): sent when the right password came
 * from a new device while strangers' wrong guesses held the account's logins back.
 */
const de = {
  'mail.loginChallenge.subject': 'Ihr Anmeldelink',
  'mail.loginChallenge.intro':
    'Sie haben sich eben mit dem richtigen Passwort von einem neuen Gerät angemeldet. Weil jemand anders Ihr Konto mit vielen falschen Passwörtern versucht, bestätigen Sie diese Anmeldung bitte über den folgenden Link.',
  'mail.loginChallenge.button': 'Jetzt anmelden',
  'mail.loginChallenge.expiry': 'Der Link gilt 15 Minuten und nur einmal. Danach erkennt die Anmeldung dieses Gerät wieder.',
  'mail.loginChallenge.ignore':
    'Falls Sie sich nicht angemeldet haben, kennt jemand anders Ihr Passwort: Ändern Sie es bitte sofort. Ohne diesen Link kommt niemand in Ihr Konto.',
} as const;

export const loginChallengeMailMessages: Messages<typeof de> = {
  de,
  fr: {
    'mail.loginChallenge.subject': 'Votre lien de connexion',
    'mail.loginChallenge.intro':
      'Vous venez de vous connecter avec le bon mot de passe depuis un nouvel appareil. Comme quelqu’un d’autre essaie de nombreux mots de passe erronés sur votre compte, veuillez confirmer cette connexion par le lien suivant.',
    'mail.loginChallenge.button': 'Se connecter maintenant',
    'mail.loginChallenge.expiry': 'Le lien est valable 15 minutes et une seule fois. Ensuite, la connexion reconnaîtra cet appareil.',
    'mail.loginChallenge.ignore':
      'Si ce n’était pas vous, quelqu’un d’autre connaît votre mot de passe\u202f: veuillez le changer immédiatement. Sans ce lien, personne n’entre dans votre compte.',
  },
  it: {
    'mail.loginChallenge.subject': 'Il suo link di accesso',
    'mail.loginChallenge.intro':
      'Ha appena effettuato l’accesso con la password corretta da un nuovo dispositivo. Poiché qualcun altro sta provando molte password errate sul suo conto, confermi questo accesso con il link seguente.',
    'mail.loginChallenge.button': 'Accedere ora',
    'mail.loginChallenge.expiry': 'Il link è valido 15 minuti e una sola volta. In seguito l’accesso riconoscerà questo dispositivo.',
    'mail.loginChallenge.ignore': 'Se non è stato lei, qualcun altro conosce la sua password: la cambi subito. Senza questo link nessuno entra nel suo conto.',
  },
  en: {
    'mail.loginChallenge.subject': 'Your login link',
    'mail.loginChallenge.intro':
      'You have just logged in with the right password from a new device. Because someone else is trying many wrong passwords on your account, please confirm this login with the link below.',
    'mail.loginChallenge.button': 'Log in now',
    'mail.loginChallenge.expiry': 'The link is valid for 15 minutes and works once. After that, logging in will recognise this device.',
    'mail.loginChallenge.ignore':
      'If this was not you, someone else knows your password: please change it at once. Without this link nobody gets into your account.',
  },
};
