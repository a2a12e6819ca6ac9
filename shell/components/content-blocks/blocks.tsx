import type { ContentBlock } from '../../../shared/api/cms';
import type { ProductSummary } from '../../../shared/api/config';
import type { Product } from '../../../shared/domain/product/product-schema';
import { LazyPriceList } from './lazy-price-list';
import { ProductCards } from './product-cards';

/** What the blocks show besides their own texts. */
export interface BlockData {
  /** The product cards of a 'products' block (null when the page has none). */
  products: ProductSummary[] | null;
  /** The products whose price list the page shows, by id. */
  priceLists: Record<string, Product>;
}

/** CMS blocks rendered as text (never as HTML), so page content cannot inject markup. */
export function Blocks({ blocks, data }: { blocks: ContentBlock[]; data: BlockData }) {
  const firstCards = blocks.findIndex((block) => block.type === 'products');
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'products':
            return <ProductCards key={index} ids={block.productIds} products={data.products ?? []} loading={index === firstCards ? 'eager' : 'lazy'} />;
          case 'priceList':
            return <LazyPriceList key={index} product={data.priceLists[block.productId]} />;
        }
      })}
    </>
  );
}
