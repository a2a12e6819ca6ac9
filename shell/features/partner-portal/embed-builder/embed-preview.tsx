import type { EmbedSettings } from '../../../../shared/api/embed-events';
import type { EmbedCode } from '../../../../shared/domain/embed/embed-code';
import { useT } from '../../../../ui/intl/use-t';
import { PrintshopConfigurator } from '../../../../widget/package/src/react';

/**
 * The real widget of this shop with the chosen options, through the npm package's component (as a
 * partner's React page mounts it). The component mounts again when its options change; the data-*
 * attributes it reads only at mount (partner, prefill, data layer) are in the key, so a change of
 * those mounts it again too.
 */
export function EmbedPreview({ code }: { code: EmbedCode }) {
  const t = useT();
  const products = code.products.length > 0 ? code.products : [undefined];
  const attributes = {
    ...(code.partner && { 'data-partner': code.partner }),
    ...(code.size && { 'data-size': code.size }),
    ...(code.image && { 'data-image': code.image }),
    ...(code.dataLayer && { 'data-datalayer': 'on' }),
  };
  const remount = JSON.stringify(attributes);
  return (
    <section className="embed-preview" aria-labelledby="embed-preview-title">
      <h2 id="embed-preview-title">{t('partnerEmbed.preview')}</h2>
      <p className="account-note">{t('partnerEmbed.previewHint')}</p>
      {products.map((productId) => (
        <PrintshopConfigurator
          key={`${productId ?? ''} ${remount}`}
          className="embed-preview-widget"
          data-testid={`embed-preview-${productId ?? 'start'}`}
          shop={code.shop}
          {...(productId && { productId })}
          lang={code.language}
          embedded={code.embedded}
          {...(code.settings && { settings: code.settings as EmbedSettings })}
          theme={code.theme}
          {...attributes}
        />
      ))}
    </section>
  );
}
