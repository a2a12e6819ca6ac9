import type { Messages } from './messages';

/* Why a webhook try failed (shared/domain/partners/webhook-failures.ts): staff and the partner read it. */
const de = {
  'webhooks.refused.notHttps': 'Nicht gesendet: Die Adresse verwendet kein https. Bitte tragen Sie eine https-Adresse ein.',
  'webhooks.refused.address':
    'Nicht gesendet: Die Adresse führt zu einem privaten, lokalen oder reservierten Netz. Wir senden nur an öffentliche Adressen; bitte ändern Sie die URL.',
  'webhooks.refused.unreachable': 'Nicht gesendet: Der Hostname der Adresse lässt sich nicht auflösen.',
  'webhooks.failed.noUrl': 'Nicht gesendet: Es ist keine Webhook-URL eingetragen.',
  'webhooks.failed.status': 'Der Empfänger antwortete mit HTTP {status}.',
  'webhooks.failed.redirect': 'Der Empfänger leitete weiter (HTTP {status}). Weiterleitungen folgen wir nicht; bitte tragen Sie die Zieladresse ein.',
  'webhooks.failed.timeout': 'Keine Antwort innerhalb von {seconds} s.',
};

export const webhookFailureMessages: Messages<typeof de> = {
  de,
  fr: {
    'webhooks.refused.notHttps': 'Non envoyé : l’adresse n’utilise pas https. Veuillez saisir une adresse https.',
    'webhooks.refused.address':
      'Non envoyé : l’adresse mène à un réseau privé, local ou réservé. Nous n’envoyons qu’à des adresses publiques ; veuillez modifier l’URL.',
    'webhooks.refused.unreachable': 'Non envoyé : le nom d’hôte de l’adresse ne se résout pas.',
    'webhooks.failed.noUrl': 'Non envoyé : aucune URL de webhook n’est saisie.',
    'webhooks.failed.status': 'Le destinataire a répondu HTTP {status}.',
    'webhooks.failed.redirect': 'Le destinataire a redirigé (HTTP {status}). Nous ne suivons pas les redirections ; veuillez saisir l’adresse de destination.',
    'webhooks.failed.timeout': 'Aucune réponse dans un délai de {seconds} s.',
  },
  it: {
    'webhooks.refused.notHttps': 'Non inviato: l’indirizzo non usa https. Indichi un indirizzo https.',
    'webhooks.refused.address': 'Non inviato: l’indirizzo porta a una rete privata, locale o riservata. Inviamo solo a indirizzi pubblici; modifichi l’URL.',
    'webhooks.refused.unreachable': 'Non inviato: il nome host dell’indirizzo non si risolve.',
    'webhooks.failed.noUrl': 'Non inviato: non è indicato alcun URL di webhook.',
    'webhooks.failed.status': 'Il destinatario ha risposto HTTP {status}.',
    'webhooks.failed.redirect': 'Il destinatario ha reindirizzato (HTTP {status}). Non seguiamo i reindirizzamenti; indichi l’indirizzo di destinazione.',
    'webhooks.failed.timeout': 'Nessuna risposta entro {seconds} s.',
  },
  en: {
    'webhooks.refused.notHttps': 'Not sent: the address does not use https. Please enter an https address.',
    'webhooks.refused.address': 'Not sent: the address leads to a private, local or reserved network. We send to public addresses only; please change the URL.',
    'webhooks.refused.unreachable': 'Not sent: the address’s host name does not resolve.',
    'webhooks.failed.noUrl': 'Not sent: no webhook URL is set.',
    'webhooks.failed.status': 'The receiver answered HTTP {status}.',
    'webhooks.failed.redirect': 'The receiver redirected (HTTP {status}). Redirects are not followed; please enter the final address.',
    'webhooks.failed.timeout': 'No answer within {seconds} s.',
  },
};
