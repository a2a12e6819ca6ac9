import { useDeferredValue, useMemo, useState } from 'react';
import { sizeAttribute } from '../../../shared/domain/configuration/size-orientation';
import { locales, type Locale } from '../../../shared/i18n/locales';
import { useT } from '../../../ui/intl/use-t';
import { SelectField } from '../../components/form';
import { leanApi } from '../../lib/browser-api';
import { useResource } from '../../lib/use-resource';
import { EmbedOptions } from './embed-options';
import { embedCodeOf, emptyForm, type EmbedForm } from './embed-form-state';
import { EmbedPreview } from './embed-preview';
import { EmbedSnippets } from './embed-snippets';

/**
 * The builder: the options beside the live widget, the snippets and their policy below. The shop
 * is the origin of this page (rendered in the browser only), so the snippets and the policy name
 * the shop the partner is looking at.
 */
export function EmbedBuilder({ locale, onLanguage }: { locale: Locale; onLanguage: (locale: Locale) => void }) {
  const t = useT();
  const shop = window.location.origin;
  const [form, setForm] = useState<EmbedForm>(() => emptyForm(locale));
  const change = (patch: Partial<EmbedForm>) => setForm((current) => ({ ...current, ...patch }));
  const products = useResource(() => leanApi.products(locale), [locale]);
  const only = form.products.length === 1 ? form.products[0] : undefined;
  const product = useResource(() => (only ? leanApi.product(locale, only) : Promise.resolve(null)), [locale, only]);
  const sizes = product.status === 'ready' && product.data ? (sizeAttribute(product.data)?.options ?? []) : [];
  // Typing a colour mounts the preview once the typing pauses, not for every key.
  const code = useDeferredValue(useMemo(() => embedCodeOf(form, shop), [form, shop]));
  const languageName = (language: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;

  return (
    <main className="embed-builder">
      <title>{t('partnerEmbed.title')}</title>
      <header className="embed-builder-header">
        <h1>{t('partnerEmbed.title')}</h1>
        <SelectField
          idPrefix="embed-page"
          name="language"
          label={t('partnerEmbed.pageLanguage')}
          value={locale}
          onChange={(next) => onLanguage(next as Locale)}
        >
          {locales.map((language) => (
            <option key={language} value={language} lang={language}>
              {new Intl.DisplayNames([language], { type: 'language' }).of(language)}
            </option>
          ))}
        </SelectField>
        <p>{t('partnerEmbed.intro')}</p>
      </header>
      <div className="embed-builder-columns">
        <EmbedOptions form={form} change={change} products={products} sizes={sizes} languageName={languageName} />
        <EmbedPreview code={code} />
      </div>
      <EmbedSnippets code={code} />
    </main>
  );
}
