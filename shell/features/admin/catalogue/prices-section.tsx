import { DatePathField, NumberPathField, SelectPathField } from './path-fields';
import { AddButton, ListRow, RemoveButton } from './list-controls';
import type { DefinitionEditor } from './use-definition-editor';
import { useWording } from '../kit/editor/use-wording';
import { AdminCard } from '../kit/admin-card';

const CALCULATION_BASES = ['surface', 'fullsurface', 'perimeter', 'piece'] as const;

/** Prices: fixed or computed from the size, bulk tiers, the discount on catalogue sizes, a promotion with its days. */
export function PricesSection({ editor }: { editor: DefinitionEditor }) {
  const { t } = useWording();
  const fixed = editor.value(['pricing', 'priceType']) === 'static';
  const tiers = (editor.value(['pricing', 'bulkPrices']) as unknown[] | undefined) ?? [];
  const setTiers = (next: unknown[]) => editor.set(['pricing', 'bulkPrices'], next);
  const lastTier = tiers.at(-1) as { fromAmount?: unknown; dynamicCosts?: unknown } | undefined;
  return (
    <AdminCard id="catalogue-prices" labelId="catalogue-prices-title" title={t('admin.catalogue.section.prices')} className="catalogue-section">
      <div className="catalogue-grid">
        <SelectPathField editor={editor} path={['pricing', 'priceType']} label={t('admin.catalogue.field.priceType')}>
          <option value="static">{t('admin.catalogue.field.priceType.static')}</option>
          <option value="dynamic">{t('admin.catalogue.field.priceType.dynamic')}</option>
        </SelectPathField>
        {fixed ? (
          <NumberPathField editor={editor} path={['pricing', 'fixPrice']} label={t('admin.catalogue.field.fixPrice')} />
        ) : (
          <>
            <NumberPathField editor={editor} path={['pricing', 'baseCosts']} label={t('admin.catalogue.field.baseCosts')} />
            <NumberPathField editor={editor} path={['pricing', 'dynamicCosts']} label={t('admin.catalogue.field.dynamicCosts')} />
            <SelectPathField editor={editor} path={['pricing', 'calculationBase']} label={t('admin.catalogue.field.calculationBase')}>
              {CALCULATION_BASES.map((base) => (
                <option key={base} value={base}>
                  {t(`admin.catalogue.field.calculationBase.${base}`)}
                </option>
              ))}
            </SelectPathField>
            <NumberPathField editor={editor} path={['pricing', 'staggeredBase']} label={t('admin.catalogue.field.staggeredBase')} />
            <NumberPathField editor={editor} path={['pricing', 'formatSelectionDiscount']} label={t('admin.catalogue.field.formatSelectionDiscount')} />
          </>
        )}
      </div>
      {!fixed && <p className="admin-muted">{t('admin.catalogue.hint.dynamic')}</p>}

      {!fixed && (
        <fieldset className="editor-fieldset catalogue-fieldset">
          <legend>{t('admin.catalogue.field.bulkPrices')}</legend>
          {tiers.map((_, index) => (
            <ListRow key={index}>
              <NumberPathField editor={editor} path={['pricing', 'bulkPrices', index, 'fromAmount']} label={t('admin.catalogue.field.fromAmount')} />
              <NumberPathField editor={editor} path={['pricing', 'bulkPrices', index, 'dynamicCosts']} label={t('admin.catalogue.field.bulkDynamicCosts')} />
              <RemoveButton name={t('admin.catalogue.field.tier', { number: index + 1 })} onRemove={() => setTiers(tiers.filter((__, i) => i !== index))} />
            </ListRow>
          ))}
          <AddButton
            label={t('admin.catalogue.add.tier')}
            onAdd={() =>
              setTiers([
                ...tiers,
                {
                  fromAmount: typeof lastTier?.fromAmount === 'number' ? lastTier.fromAmount * 2 : 5,
                  dynamicCosts: typeof lastTier?.dynamicCosts === 'number' ? lastTier.dynamicCosts : editor.value(['pricing', 'dynamicCosts']),
                },
              ])
            }
          />
        </fieldset>
      )}

      <fieldset className="editor-fieldset catalogue-fieldset">
        <legend>{t('admin.catalogue.field.promo')}</legend>
        <div className="catalogue-grid">
          <NumberPathField editor={editor} path={['pricing', 'promoPrice']} label={t('admin.catalogue.field.promoPrice')} />
          <DatePathField editor={editor} path={['pricing', 'promoFrom']} label={t('admin.catalogue.field.promoFrom')} />
          <DatePathField editor={editor} path={['pricing', 'promoTill']} label={t('admin.catalogue.field.promoTill')} />
        </div>
        <p className="admin-muted">{t('admin.catalogue.hint.promo')}</p>
      </fieldset>
    </AdminCard>
  );
}
