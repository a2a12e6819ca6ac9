import { LEGAL_PAGE_KEYS } from './legal-pages';

/*
 * When a content page may be deleted. A page the shop itself links to by its key (the home page, and
 * the legal pages the footer and the checkout's terms link to) cannot go: the shop would link to
 * nothing, and Swiss law wants the imprint and the terms reachable. A page the navigation links to
 * cannot go either, until staff take those links out: deleting it would leave entries leading nowhere.
 */

/** The keys of the pages the shop cannot do without: the legal ones and the home page. */
const REQUIRED_PAGE_KEYS: readonly string[] = ['home', ...LEGAL_PAGE_KEYS];

export const isRequiredPage = (key: string | null): boolean => key !== null && REQUIRED_PAGE_KEYS.includes(key);

interface NavigationNodeLike {
  readonly linkType: string;
  readonly pageId: number | null;
  readonly texts: Readonly<Record<string, string>>;
  readonly children?: readonly NavigationNodeLike[];
}

export interface NavigationLink {
  readonly list: 'main' | 'header';
  /** The labels from the top level down to the entry that links to the page, per language. */
  readonly trail: readonly Readonly<Record<string, string>>[];
}

/** Every entry of both navigation lists, at any depth, that links to the page. */
export function navigationLinksTo(
  navigation: { readonly main: readonly NavigationNodeLike[]; readonly header: readonly NavigationNodeLike[] },
  pageId: number,
): NavigationLink[] {
  const found: NavigationLink[] = [];
  const visit = (list: NavigationLink['list'], nodes: readonly NavigationNodeLike[], above: NavigationLink['trail']) => {
    for (const node of nodes) {
      const trail = [...above, node.texts];
      if (node.linkType === 'website' && node.pageId === pageId) found.push({ list, trail });
      visit(list, node.children ?? [], trail);
    }
  };
  visit('main', navigation.main, []);
  visit('header', navigation.header, []);
  return found;
}
