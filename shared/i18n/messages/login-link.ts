import type { Messages } from './messages';

/*
 * The page of a mailed login link, for customers (/{lang}/customer/loginlink/{key}) and staff
 * (/admin/login/link/{key}). The link logs in with a button, never on load (mail scanners open
 * links). The server answers a broken link with loginLink.invalid.
 */
const de = {
  'page.loginLink.title': 'Mit Link anmelden',
  'loginLink.text': 'Melden Sie sich mit dem Link aus Ihrer E-Mail an. Danach erkennt die Anmeldung dieses Gerät wieder.',
  'loginLink.submit': 'Anmelden',
  'loginLink.busy': 'Anmeldung läuft …',
  'loginLink.invalid': 'Dieser Anmeldelink ist ungültig, abgelaufen oder schon verwendet. Melden Sie sich bitte erneut mit Ihrem Passwort an.',
  'loginLink.failed': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
  'loginLink.toLogin': 'Zur Anmeldung',
} as const;

export const loginLinkMessages: Messages<typeof de> = {
  de,
  fr: {
    'page.loginLink.title': 'Se connecter par lien',
    'loginLink.text': 'Connectez-vous avec le lien de votre e-mail. Ensuite, la connexion reconnaîtra cet appareil.',
    'loginLink.submit': 'Se connecter',
    'loginLink.busy': 'Connexion en cours…',
    'loginLink.invalid': 'Ce lien de connexion n’est pas valable, a expiré ou a déjà été utilisé. Veuillez vous reconnecter avec votre mot de passe.',
    'loginLink.failed': 'La connexion a échoué. Veuillez réessayer plus tard.',
    'loginLink.toLogin': 'Vers la connexion',
  },
  it: {
    'page.loginLink.title': 'Accedere con un link',
    'loginLink.text': 'Acceda con il link della sua e-mail. In seguito l’accesso riconoscerà questo dispositivo.',
    'loginLink.submit': 'Accedi',
    'loginLink.busy': 'Accesso in corso…',
    'loginLink.invalid': 'Questo link di accesso non è valido, è scaduto o è già stato usato. Effettui di nuovo l’accesso con la sua password.',
    'loginLink.failed': 'L’accesso non è riuscito. Riprovi più tardi.',
    'loginLink.toLogin': 'All’accesso',
  },
  en: {
    'page.loginLink.title': 'Log in with a link',
    'loginLink.text': 'Log in with the link from your e-mail. After that, logging in will recognise this device.',
    'loginLink.submit': 'Log in',
    'loginLink.busy': 'Logging in…',
    'loginLink.invalid': 'This login link is invalid, has expired or has already been used. Please log in again with your password.',
    'loginLink.failed': 'The login failed. Please try again later.',
    'loginLink.toLogin': 'Go to login',
  },
};
