import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import type { ContentData } from './content-loader';
import { Blocks } from './blocks';
import { ProductPage } from './product-page';

/** The catch-all route: a content page or a product page from the CMS (its loader answers 404 for anything else). */
export function ContentPage() {
  const data = useLoaderData<ContentData>();
  const { page } = data;
  const location = useLocation();
  usePageTitle(page.title);

  // Navigation items may point at a section (#hash): scroll to it once the blocks are there.
  useEffect(() => {
    if (!location.hash || !page) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [page, location.hash]);

  if (page.kind === 'product') return <ProductPage page={page} product={data.priceLists[page.productId]} />;
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <Blocks blocks={page.blocks} data={data} />
    </article>
  );
}
