import type { ProductSummary } from '../../../../shared/api/config';
import { EMBED_THEME_TOKENS, prefillImageUrl, themeTokenProblem, type EmbedThemeToken } from '../../../../shared/domain/embed/embed-code';
import { locales } from '../../../../shared/i18n/locales';
import { useT } from '../../../../ui/intl/use-t';
import { CheckboxField, SelectField, TextField } from '../../../components/form';
import type { Resource } from '../../../lib/use-resource';
import { parsedSettings, type EmbedForm } from './embed-form-state';

const ID = 'embed';
const COLOURS: readonly EmbedThemeToken[] = ['primary', 'background', 'text'];
const HEX = /^#[0-9a-f]{6}$/i;

interface Props {
  form: EmbedForm;
  change: (patch: Partial<EmbedForm>) => void;
  products: Resource<ProductSummary[]>;
  /** The size options of the one product chosen (id, name); empty otherwise. */
  sizes: readonly { id: string; name: string }[];
  languageName: (code: string) => string;
  /** The logged-in partner's key, in every snippet. */
  partnerKey: string;
}

/** A typed value's problem, for a field's messages: none while empty. */
const problem = (value: string, check: (text: string) => boolean, text: string) => (value.trim() === '' || check(value) ? undefined : [text]);

/** The builder's fields: products, language, theme tokens, mode and settings, prefill, data layer; the partner key is the portal's. */
export function EmbedOptions({ form, change, products, sizes, languageName, partnerKey }: Props) {
  const t = useT();
  const toggleProduct = (id: string, on: boolean) => change({ products: on ? [...form.products, id] : form.products.filter((p) => p !== id), size: '' });
  const setToken = (token: EmbedThemeToken, value: string) => change({ theme: { ...form.theme, [token]: value } });
  return (
    <form className="embed-options" aria-labelledby="embed-options-title" onSubmit={(event) => event.preventDefault()}>
      <h2 id="embed-options-title">{t('partnerEmbed.options')}</h2>
      <fieldset>
        <legend>{t('partnerEmbed.products')}</legend>
        <p className="account-note">{t('partnerEmbed.productsHint')}</p>
        {products.status === 'error' && <p role="alert">{t('partnerEmbed.productsError')}</p>}
        {products.status === 'ready' &&
          products.data.map((product) => (
            <CheckboxField
              key={product.id}
              idPrefix={`${ID}-product`}
              name={product.id}
              label={product.name}
              checked={form.products.includes(product.id)}
              onChange={(on) => toggleProduct(product.id, on)}
            />
          ))}
      </fieldset>
      <SelectField
        idPrefix={ID}
        name="language"
        label={t('partnerEmbed.language')}
        value={form.language}
        onChange={(language) => change({ language: language as EmbedForm['language'] })}
      >
        {locales.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </SelectField>
      <p className="account-note">
        {t('partnerEmbed.partnerKey')} <code data-testid="embed-partner-key">{partnerKey}</code>
        <br />
        {t('partnerEmbed.partnerKeyHint')}
      </p>
      <fieldset>
        <legend>{t('partnerEmbed.theme')}</legend>
        <p className="account-note">{t('partnerEmbed.themeHint')}</p>
        {EMBED_THEME_TOKENS.map((token) => {
          const value = form.theme[token] ?? '';
          const kind = themeTokenProblem(token, value);
          const label = t(`partnerEmbed.theme.${token}`);
          return (
            <div key={token} className="embed-token">
              <TextField
                idPrefix={`${ID}-theme`}
                name={token}
                label={label}
                hint={token === 'font' ? t('partnerEmbed.fontHint') : undefined}
                value={value}
                onChange={(next) => setToken(token, next)}
                messages={value.trim() === '' || kind === null ? undefined : [t(`partnerEmbed.problem.${kind}`)]}
                {...(token === 'spacing' && { inputMode: 'decimal' as const })}
              />
              {COLOURS.includes(token) && (
                <input
                  type="color"
                  className="embed-swatch"
                  aria-label={t('partnerEmbed.pickColour', { name: label })}
                  value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
                  onChange={(event) => setToken(token, event.target.value)}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('partnerEmbed.mode')}</legend>
        <CheckboxField idPrefix={ID} name="embedded" label={t('partnerEmbed.embedded')} checked={form.embedded} onChange={(embedded) => change({ embedded })} />
        {form.embedded && (
          <TextField
            idPrefix={ID}
            name="settings"
            label={t('partnerEmbed.settings')}
            multiline
            value={form.settings}
            onChange={(settings) => change({ settings })}
            messages={parsedSettings(form.settings).valid ? undefined : [t('partnerEmbed.settingsError')]}
          />
        )}
      </fieldset>
      <fieldset>
        <legend>{t('partnerEmbed.prefill')}</legend>
        <SelectField
          idPrefix={ID}
          name="size"
          label={t('partnerEmbed.size')}
          value={form.size}
          onChange={(size) => change({ size })}
          disabled={sizes.length === 0}
        >
          <option value="">{t('partnerEmbed.sizeDefault')}</option>
          {sizes.map((size) => (
            <option key={size.id} value={size.id}>
              {size.name}
            </option>
          ))}
        </SelectField>
        <p className="account-note">{t('partnerEmbed.sizeHint')}</p>
        <TextField
          idPrefix={ID}
          name="image"
          type="url"
          label={t('partnerEmbed.image')}
          hint={t('partnerEmbed.imageHint')}
          value={form.image}
          onChange={(image) => change({ image })}
          messages={problem(form.image, (url) => prefillImageUrl(url) !== null, t('partnerEmbed.imageError'))}
        />
        <CheckboxField
          idPrefix={ID}
          name="datalayer"
          label={t('partnerEmbed.dataLayer')}
          checked={form.dataLayer}
          onChange={(dataLayer) => change({ dataLayer })}
        />
      </fieldset>
    </form>
  );
}
