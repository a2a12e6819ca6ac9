import type { CmsPage } from '../../../shared/api/cms';
import type { PriceRange } from '../../../shared/domain/price-list/price-range';
import type { Locale } from '../../../shared/i18n/locales';
import type { Company } from '../../../shared/api/company';

/*
 * Structured data (schema.org as JSON-LD) of the shop's pages: the company on the home page, the
 * breadcrumb of content and product pages, a product with its price range (the price list's
 * lowest and highest price, from the server's shared/domain priceRange).
 */

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

interface Crumb {
  name: string;
  url: string;
}

function organizationJsonLd(company: Company, origin: string, logoUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: origin,
    logo: logoUrl,
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.zipcode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    sameAs: [company.instagramUrl, company.facebookUrl],
  };
}

function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

interface ProductFacts {
  name: string;
  description: string;
  url: string;
  imageUrl: string;
  brand: string;
  priceRange: PriceRange;
}

function productJsonLd(product: ProductFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    image: product.imageUrl,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'CHF',
      lowPrice: product.priceRange.low.toFixed(2),
      highPrice: product.priceRange.high.toFixed(2),
      availability: 'https://schema.org/InStock',
      url: product.url,
    },
  };
}

export interface SiteFacts {
  origin: string;
  locale: Locale;
  shopName: string;
  /** null when the footer's data (which brings it) failed to load: the page then names no organisation. */
  company: Company | null;
  imageUrl: string;
}

/** What a CMS page tells search engines: the company on the home page, else its breadcrumb, and a product's offer. */
export function cmsPageJsonLd(page: CmsPage, site: SiteFacts): JsonLd[] {
  const home = `/${site.locale}`;
  const path = page.alternates[site.locale] ?? home;
  if (path === home) return site.company ? [organizationJsonLd(site.company, site.origin, site.imageUrl)] : [];
  const url = `${site.origin}${path}`;
  const breadcrumb = breadcrumbJsonLd([
    { name: site.shopName, url: `${site.origin}${home}` },
    { name: page.title, url },
  ]);
  if (page.kind !== 'product' || page.priceRange === null) return [breadcrumb];
  const product = productJsonLd({
    name: page.title,
    description: page.description,
    url,
    imageUrl: site.imageUrl,
    brand: site.company?.name ?? site.shopName,
    priceRange: page.priceRange,
  });
  return [product, breadcrumb];
}

/** JSON for a <script type="application/ld+json">: '<' escaped, so no text can end the element or open a comment. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
