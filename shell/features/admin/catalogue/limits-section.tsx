import { limitMeasures, outputConditions, renderingIntents } from '../../../../shared/domain/product/product-schema';
import type { DefinitionPath } from '../../../../shared/domain/product/product-definition';
import { AddButton, ListRow, RemoveButton } from './list-controls';
import { ChoiceField, NumberPathField } from './path-fields';
import { textOf } from './path-label';
import type { DefinitionEditor } from './use-definition-editor';
import { useWording } from '../kit/editor/use-wording';
import { AdminCard } from '../kit/admin-card';

type Entry = Record<string, unknown>;

/** Limits of what can be ordered, production days, the printing condition and its rendering intent, and the shipping options with their exceptions for large parcels. */
export function LimitsSection({ editor }: { editor: DefinitionEditor }) {
  const { t, locale } = useWording();
  const limits = (editor.value(['limitations']) as Entry[] | undefined) ?? [];
  const shipping = (editor.value(['shippingOptions']) as Entry[] | undefined) ?? [];
  const unused = limitMeasures.find((measure) => !limits.some((l) => l.measure === measure)) ?? 'quantity';
  return (
    <AdminCard id="catalogue-limits" labelId="catalogue-limits-title" title={t('admin.catalogue.section.limits')} className="catalogue-section">
      <div className="catalogue-grid">
        <NumberPathField editor={editor} path={['minProductionTime']} label={t('admin.catalogue.field.minProductionTime')} />
        <NumberPathField editor={editor} path={['maxProductionTime']} label={t('admin.catalogue.field.maxProductionTime')} />
        <ChoiceField
          editor={editor}
          path={['outputCondition']}
          label={t('admin.catalogue.field.outputCondition')}
          values={outputConditions}
          textOf={(condition) => t(`admin.catalogue.outputCondition.${condition}`)}
        />
        <ChoiceField
          editor={editor}
          path={['renderingIntent']}
          label={t('admin.catalogue.field.renderingIntent')}
          values={renderingIntents}
          textOf={(intent) => t(`admin.catalogue.renderingIntent.${intent}`)}
        />
      </div>

      <fieldset className="editor-fieldset catalogue-fieldset">
        <legend>{t('admin.catalogue.field.limitations')}</legend>
        <p className="admin-muted">{t('admin.catalogue.hint.limits')}</p>
        {limits.map((_, index) => {
          const name = t('admin.catalogue.field.limit', { number: index + 1 });
          return (
            <ListRow key={index} label={name}>
              <ChoiceField
                editor={editor}
                path={['limitations', index, 'measure']}
                label={t('admin.catalogue.field.measure')}
                values={limitMeasures}
                textOf={(measure) => t(`admin.catalogue.measure.${measure}`)}
              />
              <NumberPathField editor={editor} path={['limitations', index, 'min']} label={t('admin.catalogue.field.min')} empty="absent" />
              <NumberPathField editor={editor} path={['limitations', index, 'max']} label={t('admin.catalogue.field.max')} empty="absent" />
              <RemoveButton
                name={name}
                onRemove={() =>
                  editor.set(
                    ['limitations'],
                    limits.filter((__, i) => i !== index),
                  )
                }
              />
            </ListRow>
          );
        })}
        <AddButton label={t('admin.catalogue.add.limit')} onAdd={() => editor.set(['limitations'], [...limits, { measure: unused }])} />
      </fieldset>

      {shipping.map((option, index) => (
        <ShippingOption key={index} editor={editor} path={['shippingOptions', index]} option={option} name={textOf(option.name, locale)} />
      ))}
    </AdminCard>
  );
}

function ShippingOption({ editor, path, option, name }: { editor: DefinitionEditor; path: DefinitionPath; option: Entry; name: string }) {
  const { t } = useWording();
  const exceptionsPath: DefinitionPath = [...path, 'shippingOptionExceptions'];
  const exceptions = (option.shippingOptionExceptions as Entry[] | undefined) ?? [];
  const rates = [option.shippingOptionRate_id, ...exceptions.map((e) => e.shippingOptionRate_id)].filter((r): r is number => typeof r === 'number');
  return (
    <fieldset className="editor-fieldset catalogue-fieldset">
      <legend>{name}</legend>
      <div className="catalogue-grid">
        <NumberPathField editor={editor} path={[...path, 'price']} label={t('admin.catalogue.field.price')} />
        <NumberPathField editor={editor} path={[...path, 'transitDays']} label={t('admin.catalogue.field.transitDays')} />
      </div>
      {exceptions.map((_, index) => {
        const exceptionName = `${name}: ${t('admin.catalogue.field.exception', { number: index + 1 })}`;
        return (
          <ListRow key={index} label={exceptionName}>
            <NumberPathField editor={editor} path={[...exceptionsPath, index, 'fromLongSide']} label={t('admin.catalogue.field.fromLongSide')} empty="null" />
            <NumberPathField editor={editor} path={[...exceptionsPath, index, 'fromShortSide']} label={t('admin.catalogue.field.fromShortSide')} empty="null" />
            <NumberPathField editor={editor} path={[...exceptionsPath, index, 'fromGirthMass']} label={t('admin.catalogue.field.fromGirthMass')} empty="null" />
            <NumberPathField
              editor={editor}
              path={[...exceptionsPath, index, 'shippingOptionRate_id']}
              label={t('admin.catalogue.field.shippingOptionRate_id')}
            />
            <NumberPathField editor={editor} path={[...exceptionsPath, index, 'price']} label={t('admin.catalogue.field.price')} />
            <RemoveButton
              name={exceptionName}
              onRemove={() =>
                editor.set(
                  exceptionsPath,
                  exceptions.filter((__, i) => i !== index),
                )
              }
            />
          </ListRow>
        );
      })}
      <AddButton
        label={t('admin.catalogue.add.exception')}
        onAdd={() =>
          editor.set(exceptionsPath, [
            ...exceptions,
            { fromLongSide: null, fromShortSide: null, fromGirthMass: null, shippingOptionRate_id: Math.max(0, ...rates) + 1, price: option.price },
          ])
        }
      />
    </fieldset>
  );
}
