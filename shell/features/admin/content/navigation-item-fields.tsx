import { type AdminNavigation } from '../../../../shared/api/admin-content';
import { type LinkType, linkTypes } from '../../../../shared/api/cms';
import { locales } from '../../../../shared/i18n/locales';
import { SelectField, TextField } from '../../../components/form';
import type { PathErrors } from '../kit/editor/field-path';
import { useWording } from '../kit/editor/use-wording';
import { ItemActions } from './item-actions';
import { canIndent, canMoveDown, canMoveUp, canOutdent, type Fields, indent, move, type OutlineItem, outdent, remove } from './navigation-outline';

export const ID_PREFIX = 'navigation';

/** One item of an outline: its labels, kind of link and target, and the buttons that move, indent and remove it. */
export function NavigationItemFields({
  outline,
  index,
  path,
  errors,
  pages,
  products,
  onChange,
}: {
  outline: OutlineItem[];
  index: number;
  /** Its place as the server names fields ('main.0.children.1'). */
  path: string;
  errors: PathErrors;
  pages: AdminNavigation['pages'];
  products: AdminNavigation['products'];
  onChange: (outline: OutlineItem[]) => void;
}) {
  const { t, locale } = useWording();
  const entry = outline[index];
  if (!entry) return null;
  const { fields } = entry;
  const label = fields.texts[locale] || t('admin.navigation.newItem');
  const name = t('admin.navigation.item', { label, level: entry.level });
  const set = (patch: Partial<Fields>) => onChange(outline.map((e, i) => (i === index ? { ...e, fields: { ...e.fields, ...patch } } : e)));
  const field = (part: string) => ({
    idPrefix: ID_PREFIX,
    name: `${entry.key}-${part}`,
    messages: errors[`${path}.${part.replace('-', '.')}`],
  });
  return (
    <li className={`content-outline-item content-level-${entry.level}`} data-testid="navigation-item">
      <fieldset className="editor-fieldset">
        <legend>{name}</legend>
        <div className="content-outline-fields">
          {locales.map((language) => (
            <div key={language} className="content-outline-label" lang={language}>
              <TextField
                {...field(`texts-${language}`)}
                label={t('admin.navigation.field.label', { language: language.toUpperCase() })}
                required
                value={fields.texts[language]}
                onChange={(text) => set({ texts: { ...fields.texts, [language]: text } })}
              />
            </div>
          ))}
          <SelectField
            {...field('linkType')}
            label={t('admin.navigation.field.linkType')}
            value={fields.linkType}
            onChange={(value) => set({ linkType: value as LinkType })}
          >
            {linkTypes.map((type) => (
              <option key={type} value={type}>
                {t(`admin.navigation.linkType.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            {...field('type')}
            label={t('admin.navigation.field.type')}
            value={fields.type}
            onChange={(value) => set({ type: value as Fields['type'] })}
          >
            <option value="item">{t('admin.navigation.type.item')}</option>
            <option value="title">{t('admin.navigation.type.title')}</option>
          </SelectField>
          {fields.linkType === 'website' && (
            <>
              <SelectField
                {...field('pageId')}
                label={t('admin.navigation.field.page')}
                required
                value={fields.pageId === null ? '' : String(fields.pageId)}
                onChange={(value) => set({ pageId: value ? Number(value) : null })}
              >
                <option value="">{t('admin.content.choose')}</option>
                {pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.published ? page.title : t('admin.navigation.unpublished', { title: page.title })}
                  </option>
                ))}
              </SelectField>
              <TextField
                {...field('hash')}
                label={t('admin.navigation.field.hash')}
                value={fields.hash ?? ''}
                onChange={(hash) => set({ hash: hash || null })}
              />
            </>
          )}
          {fields.linkType === 'product' && (
            <SelectField
              {...field('productId')}
              label={t('admin.navigation.field.product')}
              required
              value={fields.productId ?? ''}
              onChange={(value) => set({ productId: value || null })}
            >
              <option value="">{t('admin.content.choose')}</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </SelectField>
          )}
          {fields.linkType === 'externalWebsite' && (
            <TextField
              {...field('externalUrl')}
              label={t('admin.navigation.field.externalUrl')}
              required
              type="url"
              placeholder="https://"
              value={fields.externalUrl ?? ''}
              onChange={(url) => set({ externalUrl: url || null })}
            />
          )}
        </div>
        <ItemActions
          name={name}
          moves={[
            { arrow: '↑', label: 'admin.content.moveUp', enabled: canMoveUp(outline, index), apply: () => onChange(move(outline, index, 'up')) },
            { arrow: '↓', label: 'admin.content.moveDown', enabled: canMoveDown(outline, index), apply: () => onChange(move(outline, index, 'down')) },
            { arrow: '←', label: 'admin.navigation.outdent', enabled: canOutdent(outline, index), apply: () => onChange(outdent(outline, index)) },
            { arrow: '→', label: 'admin.navigation.indent', enabled: canIndent(outline, index), apply: () => onChange(indent(outline, index)) },
          ]}
          onRemove={() => onChange(remove(outline, index))}
        />
      </fieldset>
    </li>
  );
}
