import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import { webhookFailureMessages } from '../../shared/i18n/messages/webhook-failures';
import { createCompiledIntl } from '../../ui/intl/compiled-intl';
import { typedT } from '../../ui/intl/use-t';
import { webhookErrorText } from './webhook-error-text';

const t = (locale: 'fr' | 'de') => typedT(createCompiledIntl(locale, compileCatalogue(webhookFailureMessages[locale])));

describe('webhookErrorText', () => {
  it('words a refusal stored as its code in the reader’s language', () => {
    expect(webhookErrorText('refused:notHttps', t('fr'))).toBe('Non envoyé : l’adresse n’utilise pas https. Veuillez saisir une adresse https.');
    expect(webhookErrorText('refused:address', t('fr'))).toMatch(/^Non envoyé\u202f: l’adresse mène à un réseau privé/);
  });

  it('words a failed try with the number it carries', () => {
    expect(webhookErrorText('failed:status:502', t('de'))).toBe('Der Empfänger antwortete mit HTTP 502.');
    expect(webhookErrorText('failed:redirect:302', t('fr'))).toMatch(/^Le destinataire a redirigé \(HTTP 302\)/);
    expect(webhookErrorText('failed:timeout:10', t('de'))).toBe('Keine Antwort innerhalb von 10 s.');
    expect(webhookErrorText('failed:noUrl', t('fr'))).toBe('Non envoyé\u202f: aucune URL de webhook n’est saisie.');
  });

  it('shows a network error, and an English text stored before the codes, as it is', () => {
    const old = 'not sent: the webhook URL leads to a private, loopback or reserved address';
    expect(webhookErrorText(old, t('fr'))).toBe(old);
    expect(webhookErrorText('HTTP 502', t('fr'))).toBe('HTTP 502');
    expect(webhookErrorText('connect ECONNREFUSED 203.0.113.7:443', t('fr'))).toBe('connect ECONNREFUSED 203.0.113.7:443');
  });
});
