import { useDeferredValue, useMemo, useState } from 'react';
import { sizeAttribute } from '../../../../shared/domain/configuration/size-orientation';
import type { Locale } from '../../../../shared/i18n/locales';
import { useT } from '../../../../ui/intl/use-t';
import { leanApi } from '../../../lib/browser-api';
import { useResource } from '../../../lib/use-resource';
import { EmbedOptions } from './embed-options';
import { embedCodeOf, emptyForm, type EmbedForm } from './embed-form-state';
import { EmbedPreview } from './embed-preview';
import { EmbedSnippets } from './embed-snippets';

/**
 * The builder: the options beside the live widget, the snippets and their policy below. The shop
 * is the origin of this page (rendered in the browser only), so the snippets and the policy name
 * the shop the partner is looking at.
 */
export function EmbedBuilder({ locale, partnerKey }: { locale: Locale; partnerKey: string }) {
  const t = useT();
  const shop = window.location.origin;
  const [form, setForm] = useState<EmbedForm>(() => emptyForm(locale));
  const change = (patch: Partial<EmbedForm>) => setForm((current) => ({ ...current, ...patch }));
  const products = useResource(() => leanApi.products(locale), [locale]);
  const only = form.products.length === 1 ? form.products[0] : undefined;
  const product = useResource(() => (only ? leanApi.product(locale, only) : Promise.resolve(null)), [locale, only]);
  const sizes = product.status === 'ready' && product.data ? (sizeAttribute(product.data)?.options ?? []) : [];
  // Typing a colour mounts the preview once the typing pauses, not for every key.
  const code = useDeferredValue(useMemo(() => embedCodeOf(form, shop, partnerKey), [form, shop, partnerKey]));
  const languageName = (language: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;

  return (
    <div className="embed-builder">
      <p>{t('partnerEmbed.intro')}</p>
      <div className="embed-builder-columns">
        <EmbedOptions form={form} change={change} products={products} sizes={sizes} languageName={languageName} partnerKey={partnerKey} />
        <EmbedPreview code={code} />
      </div>
      <EmbedSnippets code={code} />
    </div>
  );
}
