import type { Locale } from '../../../shared/i18n/locales';
import { escapeHtml, htmlDocument } from '../html';
import type { Mail } from '../mail';

export interface LostCredentialsMailData {
  to: string;
  locale: Locale;
  firstname: string;
  lastname: string;
  username: string;
  /** `${PUBLIC_URL}/{lang}/customer/newpassword/{contactId}/{accessKey}`. */
  link: string;
}

const texts: Record<Locale, { subject: string; greeting: string; intro: string; username: string; action: string; button: string; expiry: string; ignore: string }> = {
  de: {
    subject: 'Ihre Zugangsdaten für Print Atelier',
    greeting: 'Guten Tag {name}',
    intro: 'Sie haben Ihre Zugangsdaten angefordert.',
    username: 'Ihr Benutzername',
    action: 'Über diesen Link setzen Sie ein neues Passwort:',
    button: 'Neues Passwort setzen',
    expiry: 'Der Link gilt eine Stunde und nur einmal.',
    ignore: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Vos données d’accès Print Atelier',
    greeting: 'Bonjour {name}',
    intro: 'Vous avez demandé vos données d’accès.',
    username: 'Votre nom d’utilisateur',
    action: 'Ce lien vous permet de définir un nouveau mot de passe :',
    button: 'Définir un nouveau mot de passe',
    expiry: 'Le lien est valable une heure et une seule fois.',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
  it: {
    subject: 'I suoi dati di accesso a Print Atelier',
    greeting: 'Buongiorno {name}',
    intro: 'Ha richiesto i suoi dati di accesso.',
    username: 'Il suo nome utente',
    action: 'Con questo link imposta una nuova password:',
    button: 'Imposta una nuova password',
    expiry: 'Il link è valido un’ora e una sola volta.',
    ignore: 'Se non è stato lei, ignori questa e-mail; la sua password resta invariata.',
  },
  en: {
    subject: 'Your Print Atelier login details',
    greeting: 'Hello {name}',
    intro: 'You asked for your login details.',
    username: 'Your username',
    action: 'Set a new password with this link:',
    button: 'Set a new password',
    expiry: 'The link works once and for one hour.',
    ignore: 'If this was not you, ignore this e-mail; your password stays as it is.',
  },
};

/** The lost-credentials e-mail in the customer's language: the username and the new-password link. */
export function lostCredentialsMail(data: LostCredentialsMailData): Mail {
  const t = texts[data.locale];
  const name = `${data.firstname} ${data.lastname}`;
  const greeting = t.greeting.replace('{name}', name);
  const text = [greeting, '', t.intro, `${t.username}: ${data.username}`, '', t.action, data.link, '', t.expiry, t.ignore].join('\n');
  const html = htmlDocument(
    data.locale,
    t.subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t.intro)}<br>${escapeHtml(t.username)}: <strong>${escapeHtml(data.username)}</strong></p>`,
      `<p>${escapeHtml(t.action)}</p>`,
      `<p><a href="${escapeHtml(data.link)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(t.button)}</a></p>`,
      `<p style="font-size: 13px; word-break: break-all;">${escapeHtml(data.link)}</p>`,
      `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    ].join('\n'),
  );
  return { to: data.to, subject: t.subject, text, html };
}
