import type { Messages } from './messages';

/* Why a webhook was not sent to a URL (shared/domain/partners/webhook-refusals.ts): staff and the partner read it. */
const de = {
  'webhooks.refused.notHttps': 'Die Adresse verwendet kein https.',
  'webhooks.refused.address':
    'Nicht gesendet: Die Adresse führt zu einem privaten, lokalen oder reservierten Netz. Wir senden nur an öffentliche Adressen; bitte ändern Sie die URL.',
  'webhooks.refused.unreachable': 'Der Hostname der Adresse lässt sich nicht auflösen.',
};

export const webhookRefusalMessages: Messages<typeof de> = {
  de,
  fr: {
    'webhooks.refused.notHttps': 'L’adresse n’utilise pas https.',
    'webhooks.refused.address':
      'Non envoyé : l’adresse mène à un réseau privé, local ou réservé. Nous n’envoyons qu’à des adresses publiques ; veuillez modifier l’URL.',
    'webhooks.refused.unreachable': 'Le nom d’hôte de l’adresse ne se résout pas.',
  },
  it: {
    'webhooks.refused.notHttps': 'L’indirizzo non usa https.',
    'webhooks.refused.address': 'Non inviato: l’indirizzo porta a una rete privata, locale o riservata. Inviamo solo a indirizzi pubblici; modifichi l’URL.',
    'webhooks.refused.unreachable': 'Il nome host dell’indirizzo non si risolve.',
  },
  en: {
    'webhooks.refused.notHttps': 'The address does not use https.',
    'webhooks.refused.address': 'Not sent: the address leads to a private, local or reserved network. We send to public addresses only; please change the URL.',
    'webhooks.refused.unreachable': 'The address’s host name does not resolve.',
  },
};
