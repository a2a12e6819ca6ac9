import type { Messages } from './messages';

/* The staff member's own account in the back office (/admin/account): who it is, and its password. */
const de = {
  'admin.nav.account': 'Mein Konto',
  'admin.account.title': 'Mein Konto',
  'admin.account.facts': 'Angaben',
  'admin.account.since': 'Konto seit',
  'admin.account.changesByOwner': 'Name, E-Mail-Adresse und Rolle ändert die Inhaberin oder der Inhaber.',
  'admin.account.password': 'Passwort ändern',
  'admin.account.save': 'Passwort ändern',
  'admin.account.changed':
    'Ihr Passwort ist geändert. {count, plural, =0 {Sie waren nirgends sonst angemeldet.} one {Ihre Anmeldung auf einem anderen Gerät wurde beendet.} other {Ihre Anmeldungen auf # anderen Geräten wurden beendet.}}',
} as const;

export const adminAccountMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.nav.account': 'Mon compte',
    'admin.account.title': 'Mon compte',
    'admin.account.facts': 'Données',
    'admin.account.since': 'Compte depuis le',
    'admin.account.changesByOwner': 'Le nom, l’adresse e-mail et le rôle sont modifiés par la ou le propriétaire.',
    'admin.account.password': 'Changer le mot de passe',
    'admin.account.save': 'Changer le mot de passe',
    'admin.account.changed':
      'Votre mot de passe est changé. {count, plural, =0 {Vous n’étiez connecté·e nulle part ailleurs.} one {Votre session sur un autre appareil a été fermée.} other {Vos sessions sur # autres appareils ont été fermées.}}',
  },
  it: {
    'admin.nav.account': 'Il mio conto',
    'admin.account.title': 'Il mio conto',
    'admin.account.facts': 'Dati',
    'admin.account.since': 'Conto dal',
    'admin.account.changesByOwner': 'Nome, indirizzo e-mail e ruolo li modifica la o il titolare.',
    'admin.account.password': 'Cambiare la password',
    'admin.account.save': 'Cambiare la password',
    'admin.account.changed':
      'La password è cambiata. {count, plural, =0 {Non era connesso/a altrove.} one {La sua sessione su un altro dispositivo è stata chiusa.} other {Le sue sessioni su # altri dispositivi sono state chiuse.}}',
  },
  en: {
    'admin.nav.account': 'My account',
    'admin.account.title': 'My account',
    'admin.account.facts': 'Details',
    'admin.account.since': 'Account since',
    'admin.account.changesByOwner': 'The owner changes names, e-mail addresses and roles.',
    'admin.account.password': 'Change password',
    'admin.account.save': 'Change password',
    'admin.account.changed':
      'Your password is changed. {count, plural, =0 {You were not logged in anywhere else.} one {Your session on another device was ended.} other {Your sessions on # other devices were ended.}}',
  },
};
