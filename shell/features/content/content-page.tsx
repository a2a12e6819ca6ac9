import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { PageHead } from '../seo/page-head';
import { cmsPathOf, type ContentData } from './content-loader';
import { ContinueDesignSlot } from './continue-design-slot';
import { Blocks } from '../../components/content-blocks/blocks';
import { ProductPage } from './product-page';

/** The catch-all route: a content page or a product page from the CMS (its loader answers 404 for anything else). */
export function ContentPage() {
  const data = useLoaderData<ContentData>();
  const { page } = data;
  const location = useLocation();

  // Navigation items may point at a section (#hash): scroll to it once the blocks are there.
  useEffect(() => {
    if (!location.hash || !page) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [page, location.hash]);

  const head = <PageHead cmsPage={page} />;
  if (page.kind === 'product')
    return (
      <>
        {head}
        <ProductPage page={page} product={data.priceLists[page.productId]} />
      </>
    );
  return (
    <article className="content-page">
      {head}
      <h1>{page.title}</h1>
      {cmsPathOf(location.pathname) === '' && <ContinueDesignSlot />}
      <Blocks blocks={page.blocks} data={data} />
    </article>
  );
}
