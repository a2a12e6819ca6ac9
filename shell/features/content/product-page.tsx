import { useIntl } from '../../../ui/intl/intl-provider';
import type { CmsPage } from '../../../shared/api/cms';
import type { Product } from '../../../shared/domain/product/product-schema';
import { pictureCaption, picturesOf } from '../../../shared/domain/product-pictures/picture-catalogue';
import { ProductPicture } from '../../components/product-picture';
import { WizardButton } from '../../components/wizard-button';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { LazyPriceList } from '../../components/content-blocks/lazy-price-list';

/**
 * The main picture takes the hero's right column on a wide screen and the page's width on a phone,
 * less .page's padding (1rem a side, 1.5rem from 640px): a phone then takes the 1000 px file.
 */
const MAIN_SIZES = '(min-width: 880px) 36rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';
const DETAIL_SIZES = '(min-width: 880px) 17rem, 50vw';

/** A product's content page: name, summary, its pictures, its price list and the way into the configurator. */
export function ProductPage({ page, product }: { page: Extract<CmsPage, { kind: 'product' }>; product: Product | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  const [main, ...details] = picturesOf(page.productId);
  return (
    <article className="product-page">
      <header className={main ? 'product-hero product-hero-pictured' : 'product-hero'}>
        <div>
          <h1>{page.title}</h1>
          <p className="lead">{page.description}</p>
          <WizardButton to={paths.configurator.href(locale, page.productId)}>{intl.formatMessage({ id: 'product.configure' })}</WizardButton>
        </div>
        {/* The largest element of the first screen: preloaded from the head, never lazy. */}
        {main && <ProductPicture picture={main} sizes={MAIN_SIZES} loading="lcp" className="product-main-picture" />}
      </header>
      {details.length > 0 && (
        <ul className="product-gallery" aria-label={intl.formatMessage({ id: 'picture.gallery' }, { product: page.title })}>
          {details.map((picture) => {
            const caption = product ? pictureCaption(picture, product, locale) : null;
            return (
              <li key={picture.id}>
                <figure>
                  <ProductPicture picture={picture} sizes={DETAIL_SIZES} loading="lazy" />
                  {caption && <figcaption>{caption}</figcaption>}
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      <LazyPriceList product={product} />
    </article>
  );
}
