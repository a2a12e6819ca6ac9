import { useIntl } from '../../../ui/intl/intl-provider';
import { useLocation } from 'react-router';
import type { CmsPage } from '../../../shared/api/cms';
import { picturesOf } from '../../../shared/domain/product-pictures/picture-catalogue';
import { pictureUrl } from '../../../shared/domain/product-pictures/picture-files';
import { useCompany } from '../../app/use-locale-data';
import { useLocale } from '../../lib/use-locale';
import { headTags, samePathInEveryLanguage, type HeadInput } from './head-tags';
import { cmsPageJsonLd, jsonLdText, type JsonLd } from './json-ld';
import { useSiteOrigin } from './use-site-origin';

const PREVIEW_IMAGE = '/assets/og/print-atelier.png';

/** A product page's link preview is its main picture (JPEG: every preview crawler reads it); other pages show the shop's. */
function previewImageOf(page: CmsPage): string {
  const main = page.kind === 'product' ? picturesOf(page.productId)[0] : undefined;
  return main ? pictureUrl(main, 1200, 'jpg') : PREVIEW_IMAGE;
}

/**
 * A content or product page from the CMS (its texts and per-language paths), or a page of a fixed
 * route (the same path in every language): public pages are listed by search engines, private
 * ones (checkout, account) are not, and an error page has no address of its own.
 */
export type PageHeadProps = { cmsPage: CmsPage } | { title: string; description?: string; visibility: 'public' | 'private' | 'error' };

/**
 * The page's head: React 19 hoists <title>, <meta> and <link> into the document's head, in the
 * server render and in the browser alike. The JSON-LD stays where it is rendered (a data block,
 * never executed, so the CSP has nothing to say about it).
 */
export function PageHead(props: PageHeadProps) {
  const intl = useIntl();
  const locale = useLocale();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const company = useCompany();
  const shopName = intl.formatMessage({ id: 'shop.name' });
  const site = { origin, locale, shopName, imagePath: PREVIEW_IMAGE };
  let input: HeadInput;
  let jsonLd: JsonLd[] = [];
  if ('cmsPage' in props) {
    const page = props.cmsPage;
    const imagePath = previewImageOf(page);
    input = {
      ...site,
      imagePath,
      title: page.title,
      description: page.description,
      alternates: page.alternates,
      ogType: page.kind === 'product' ? 'product' : 'website',
      indexable: true,
    };
    jsonLd = cmsPageJsonLd(page, { origin, locale, shopName, company, imageUrl: `${origin}${imagePath}` });
  } else {
    input = {
      ...site,
      title: props.title,
      description: props.description ?? intl.formatMessage({ id: 'seo.description' }),
      alternates: props.visibility === 'error' ? null : samePathInEveryLanguage(pathname),
      ogType: 'website',
      indexable: props.visibility === 'public',
    };
  }
  const tags = headTags(input);
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <meta name="robots" content={tags.robots} />
      {tags.canonical !== null && <link rel="canonical" href={tags.canonical} />}
      {tags.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {tags.openGraph.map((meta) => (
        <meta key={meta.property} property={meta.property} content={meta.content} />
      ))}
      {jsonLd.map((data) => (
        <script key={data['@type']} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
