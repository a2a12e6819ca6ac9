import { useMemo } from 'react';
import { productIn } from '../../../../shared/domain/product/product-definition';
import PriceListBlock from '../../../components/price-list/price-list-block';
import { PriceCheck } from './price-check';
import type { DefinitionEditor } from './use-definition-editor';
import { useWording } from '../kit/editor/use-wording';

/**
 * What the shop would show of the edited product, before it is saved: the price list (the shop's
 * own block) and a price check, both computed by shared/domain from the definition as it stands,
 * in the staff member's language.
 */
export function PreviewPanel({ editor }: { editor: DefinitionEditor }) {
  const { t, locale } = useWording();
  const product = useMemo(() => productIn(editor.settled, locale), [editor.settled, locale]);
  const saved = useMemo(() => productIn(editor.saved.definition, locale), [editor.saved.definition, locale]);
  const valid = product !== null && Object.keys(editor.errors).length === 0;
  return (
    <section
      className="panel admin-card editor-preview catalogue-preview"
      id="catalogue-preview"
      aria-labelledby="catalogue-preview-title"
      data-testid="catalogue-preview"
    >
      <h2 id="catalogue-preview-title">{t('admin.catalogue.preview.title')}</h2>
      {!valid || !product ? (
        <p className="admin-muted" role="status">
          {t('admin.catalogue.preview.invalid')}
        </p>
      ) : (
        <>
          <PriceCheck product={product} saved={saved} />
          <h3>{t('admin.catalogue.preview.priceList')}</h3>
          <PriceListBlock product={product} locale={locale} />
        </>
      )}
    </section>
  );
}
