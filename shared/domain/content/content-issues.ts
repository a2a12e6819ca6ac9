import { locales } from '../../i18n/locales';
import { FIXED_ROUTE_ROOTS } from './fixed-routes';

/*
 * The rules of the shop's content beyond its shape: the editor runs them as staff type and the
 * server before it saves, so a page the form accepts is one the shop can show. What only the
 * database knows (a slug another page or product has, a product or page that does not exist) the
 * server adds with the same codes.
 */

export type ContentPath = readonly (string | number)[];

type ContentIssueCode =
  | 'textMissing'
  | 'slugFormat'
  /** Another page or product has the slug in this language. */
  | 'slugTaken'
  /** The slug starts with one of the shop's fixed routes (checkout, selfcare, ...). */
  | 'slugReserved'
  /** '' is the home page's alone. */
  | 'slugHome'
  | 'anchorFormat'
  | 'unknownProduct'
  | 'unknownPage'
  | 'linkMissing'
  | 'urlFormat';

export interface ContentIssue {
  readonly path: ContentPath;
  readonly code: ContentIssueCode;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
const ANCHOR = /^[a-z0-9-]+$/;

interface PageLike {
  slugs: Record<string, string>;
  titles: Record<string, string>;
  blocks: Record<string, readonly BlockLike[]>;
}
type BlockLike =
  | { type: 'heading'; text: string; id?: string | undefined }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'products'; productIds: readonly string[] }
  | { type: 'priceList'; productId: string };

/**
 * A page's issues. `isHome`: the page is the home page, whose slug is '' in every language.
 * `productIds`: the products a block may show (omit to skip that check, as the editor may).
 */
export function pageIssues(page: PageLike, options: { isHome: boolean; productIds?: ReadonlySet<string> }): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const locale of locales) {
    const slug = page.slugs[locale] ?? '';
    if (options.isHome) {
      if (slug !== '') issues.push({ path: ['slugs', locale], code: 'slugHome' });
    } else if (slug === '') issues.push({ path: ['slugs', locale], code: 'textMissing' });
    else if (!SLUG.test(slug)) issues.push({ path: ['slugs', locale], code: 'slugFormat' });
    else if ((FIXED_ROUTE_ROOTS as readonly string[]).includes(slug.split('/')[0] ?? '')) issues.push({ path: ['slugs', locale], code: 'slugReserved' });
    if (!(page.titles[locale] ?? '').trim()) issues.push({ path: ['titles', locale], code: 'textMissing' });
    for (const [index, block] of (page.blocks[locale] ?? []).entries()) issues.push(...blockIssues(block, ['blocks', locale, index], options.productIds));
  }
  return issues;
}

function blockIssues(block: BlockLike, path: ContentPath, productIds: ReadonlySet<string> | undefined): ContentIssue[] {
  const unknown = (id: string) => productIds !== undefined && !productIds.has(id);
  switch (block.type) {
    case 'heading':
      return [
        ...(block.text.trim() ? [] : [{ path: [...path, 'text'], code: 'textMissing' as const }]),
        ...(block.id !== undefined && !ANCHOR.test(block.id) ? [{ path: [...path, 'id'], code: 'anchorFormat' as const }] : []),
      ];
    case 'paragraph':
      return block.text.trim() ? [] : [{ path: [...path, 'text'], code: 'textMissing' }];
    case 'list':
      return block.items.flatMap((item, i) => (item.trim() ? [] : [{ path: [...path, 'items', i], code: 'textMissing' as const }]));
    case 'products':
      return block.productIds.flatMap((id, i) => (unknown(id) ? [{ path: [...path, 'productIds', i], code: 'unknownProduct' as const }] : []));
    case 'priceList':
      return unknown(block.productId) ? [{ path: [...path, 'productId'], code: 'unknownProduct' }] : [];
  }
}

interface NavigationItemLike {
  linkType: string;
  pageId: number | null;
  productId: string | null;
  externalUrl: string | null;
  hash: string | null;
  texts: Record<string, string>;
  children?: readonly NavigationItemLike[];
}

/** Both lists' issues; pages and products as the server knows them (omit to skip those checks). */
export function navigationIssues(
  navigation: { main: readonly NavigationItemLike[]; header: readonly NavigationItemLike[] },
  known: { pageIds?: ReadonlySet<number>; productIds?: ReadonlySet<string> } = {},
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const visit = (items: readonly NavigationItemLike[], path: ContentPath) => {
    for (const [index, item] of items.entries()) {
      const at = [...path, index];
      for (const locale of locales) if (!(item.texts[locale] ?? '').trim()) issues.push({ path: [...at, 'texts', locale], code: 'textMissing' });
      issues.push(...linkIssues(item, at, known));
      if (item.children) visit(item.children, [...at, 'children']);
    }
  };
  visit(navigation.main, ['main']);
  visit(navigation.header, ['header']);
  return issues;
}

function linkIssues(item: NavigationItemLike, at: ContentPath, known: { pageIds?: ReadonlySet<number>; productIds?: ReadonlySet<string> }): ContentIssue[] {
  switch (item.linkType) {
    case 'website':
      if (item.pageId === null) return [{ path: [...at, 'pageId'], code: 'linkMissing' }];
      if (known.pageIds && !known.pageIds.has(item.pageId)) return [{ path: [...at, 'pageId'], code: 'unknownPage' }];
      return item.hash !== null && item.hash !== '' && !ANCHOR.test(item.hash) ? [{ path: [...at, 'hash'], code: 'anchorFormat' }] : [];
    case 'product':
      if (item.productId === null || item.productId === '') return [{ path: [...at, 'productId'], code: 'linkMissing' }];
      return known.productIds && !known.productIds.has(item.productId) ? [{ path: [...at, 'productId'], code: 'unknownProduct' }] : [];
    case 'externalWebsite':
      return isWebAddress(item.externalUrl ?? '') ? [] : [{ path: [...at, 'externalUrl'], code: 'urlFormat' }];
    default:
      return [];
  }
}

function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
}
