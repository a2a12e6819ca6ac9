import { useState } from 'react';
import type { ContentBlock } from '../../../../shared/api/cms';
import type { Locale } from '../../../../shared/i18n/locales';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { CheckboxField, SelectField, TextField } from '../../../components/form';
import { ItemActions } from './item-actions';
import { useWording } from '../kit/editor/use-wording';
import { ID_PREFIX, fieldName } from './page-fields';
import type { PageEditor } from './use-page-editor';

/** The blocks the shop draws (shared/api/cms ContentBlock), in the order the picker offers them. */
const BLOCK_TYPES = ['heading', 'paragraph', 'list', 'products', 'priceList'] as const satisfies readonly ContentBlock['type'][];
type BlockType = (typeof BLOCK_TYPES)[number];

const typeKey = (type: BlockType): MessageKey => `admin.content.block.${type}`;

function emptyBlock(type: BlockType, productId: string): ContentBlock {
  switch (type) {
    case 'heading':
      return { type, text: '' };
    case 'paragraph':
      return { type, text: '' };
    case 'list':
      return { type, items: [''] };
    case 'products':
      return { type, productIds: [] };
    case 'priceList':
      return { type, productId };
  }
}

/** The blocks of one language: each with its fields and its move and remove buttons, then a picker to add one. */
export function BlockFields({ editor, language, products }: { editor: PageEditor; language: Locale; products: { id: string; name: string }[] }) {
  const { t } = useWording();
  const blocks = editor.document.blocks[language];
  const [adding, setAdding] = useState<BlockType>('paragraph');
  const write = (next: ContentBlock[]) => editor.set(['blocks', language], next);
  const move = (from: number, to: number) => {
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    write(next);
  };
  return (
    <section className="content-blocks" aria-labelledby={`content-blocks-${language}`}>
      <h3 id={`content-blocks-${language}`}>{t('admin.content.blocks')}</h3>
      {blocks.length === 0 && <p className="admin-muted">{t('admin.content.noBlocks')}</p>}
      <ol className="content-block-list">
        {blocks.map((block, index) => {
          const name = t('admin.content.block.label', { type: t(typeKey(block.type)), number: index + 1 });
          return (
            <li key={`${language}-${index}`}>
              <fieldset className="editor-fieldset content-block" data-testid="content-block">
                <legend>{name}</legend>
                <OneBlock editor={editor} language={language} index={index} block={block} products={products} />
                <ItemActions
                  name={name}
                  moves={[
                    { arrow: '↑', label: 'admin.content.moveUp', enabled: index > 0, apply: () => move(index, index - 1) },
                    { arrow: '↓', label: 'admin.content.moveDown', enabled: index < blocks.length - 1, apply: () => move(index, index + 1) },
                  ]}
                  onRemove={() => write(blocks.filter((_, i) => i !== index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="content-add">
        <SelectField
          idPrefix={ID_PREFIX}
          name={`add-block-${language}`}
          label={t('admin.content.block.addType')}
          value={adding}
          onChange={(value) => setAdding(value as BlockType)}
        >
          {BLOCK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(typeKey(type))}
            </option>
          ))}
        </SelectField>
        <button type="button" className="button secondary" onClick={() => write([...blocks, emptyBlock(adding, products[0]?.id ?? '')])}>
          {t('admin.content.block.add')}
        </button>
      </div>
    </section>
  );
}

function OneBlock({
  editor,
  language,
  index,
  block,
  products,
}: {
  editor: PageEditor;
  language: Locale;
  index: number;
  block: ContentBlock;
  products: { id: string; name: string }[];
}) {
  const { t } = useWording();
  const path = ['blocks', language, index] as const;
  const field = (key: string) => ({ idPrefix: ID_PREFIX, name: fieldName([...path, key]), messages: editor.errors[[...path, key].join('.')] });
  /** A required text of the block, written back at its key as typed. */
  const requiredText = (key: string, label: MessageKey) => ({
    ...field(key),
    label: t(label),
    required: true,
    onChange: (value: string) => editor.set([...path, key], value),
  });
  switch (block.type) {
    case 'heading':
      return (
        <>
          <TextField {...requiredText('text', 'admin.content.block.text')} value={block.text} />
          <TextField
            {...field('id')}
            label={t('admin.content.block.anchor')}
            value={block.id ?? ''}
            onChange={(id) => editor.set(path, id ? { ...block, id } : { type: block.type, text: block.text })}
          />
        </>
      );
    case 'paragraph':
      return <TextField {...requiredText('text', 'admin.content.block.text')} multiline value={block.text} />;
    case 'list': {
      const prefix = [...path, 'items'].join('.');
      const messages = Object.entries(editor.errors).flatMap(([key, texts]) => (key.startsWith(prefix) ? texts : []));
      return (
        <TextField
          {...field('items')}
          messages={messages.length ? [...new Set(messages)] : undefined}
          label={t('admin.content.block.items')}
          required
          multiline
          value={block.items.join('\n')}
          onChange={(text) => editor.set([...path, 'items'], text.split('\n'))}
        />
      );
    }
    case 'products':
      return (
        <fieldset className="editor-fieldset content-choices" id={`${ID_PREFIX}-${fieldName([...path, 'productIds'])}`}>
          <legend>{t('admin.content.block.productIds')}</legend>
          {products.map((product) => (
            <CheckboxField
              key={product.id}
              idPrefix={ID_PREFIX}
              name={fieldName([...path, 'productIds', product.id])}
              label={product.name}
              checked={block.productIds.includes(product.id)}
              onChange={(checked) =>
                editor.set(
                  [...path, 'productIds'],
                  products.map((p) => p.id).filter((id) => (id === product.id ? checked : block.productIds.includes(id))),
                )
              }
            />
          ))}
        </fieldset>
      );
    case 'priceList':
      return (
        <SelectField {...requiredText('productId', 'admin.content.block.product')} value={block.productId}>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </SelectField>
      );
  }
}
