import { useMemo } from 'react';
import { getProduct, getProducts } from '../../../../shared/api/config';
import type { ContentBlock } from '../../../../shared/api/cms';
import type { Locale } from '../../../../shared/i18n/locales';
import { Blocks } from '../../../components/content-blocks/blocks';
import { adminApiIn } from '../admin-api';
import { useWording } from '../kit/editor/use-wording';
import { useAdminResource } from '../use-admin-resource';

/**
 * The page as the shop would show it in one language, before it is saved: drawn by the shop's own
 * CMS blocks, with the product cards and price lists of that language.
 */
export function PagePreview({ language, title, blocks }: { language: Locale; title: string; blocks: ContentBlock[] }) {
  const { t } = useWording();
  const listed = useMemo(() => [...new Set(blocks.flatMap((b) => (b.type === 'priceList' ? [b.productId] : [])))], [blocks]);
  const hasCards = blocks.some((b) => b.type === 'products');
  const data = useAdminResource(async () => {
    const api = adminApiIn(language);
    const [products, lists] = await Promise.all([
      hasCards ? api(getProducts) : Promise.resolve(null),
      Promise.all(listed.map((productId) => api(getProduct, { params: { productId }, query: {} }).catch(() => null))),
    ]);
    return { products, priceLists: Object.fromEntries(listed.flatMap((id, i) => (lists[i] ? [[id, lists[i]]] : []))) };
  }, [language, hasCards, listed.join(',')]);
  return (
    // Focusable: on a wide screen it scrolls on its own, and the keyboard must be able to scroll it.
    <section className="panel admin-card editor-preview content-preview" aria-labelledby="content-preview-title" data-testid="content-preview" tabIndex={0}>
      <h2 id="content-preview-title">{t('admin.content.preview', { language: t(`admin.content.language.${language}`) })}</h2>
      <p className="admin-muted">{t('admin.content.previewNote')}</p>
      <article className="content-page" lang={language}>
        {/* The page's own h1 looks as in the shop but is no second h1 of the back office's page. */}
        <p className="content-preview-h1">{title}</p>
        {/* Until the products arrive, the texts show already. */}
        <Blocks blocks={blocks} data={data.status === 'ready' ? data.data : { products: null, priceLists: {} }} />
      </article>
    </section>
  );
}
