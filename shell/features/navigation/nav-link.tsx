import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Link, useLocation } from 'react-router';
import type { NavigationItem } from '../../../shared/api/cms';
import { picturesOf } from '../../../shared/domain/product-pictures/picture-catalogue';
import { ProductPicture } from '../../components/product-picture';
import { basketCountAtom } from '../../state/core';
import { contactOpenAtom } from '../../state/contact-state';
import { usePrefetch } from '../../lib/prefetch/use-prefetch';
import { isCurrentItem, itemHref } from './item-href';

/** One navigating item, by the spec's linkType table (noLink with sub-items is NavDisclosure). */
export function NavLink({ item }: { item: NavigationItem }) {
  const intl = useIntl();
  const location = useLocation();
  const href = itemHref(item);
  const prefetch = usePrefetch<HTMLAnchorElement>(item.linkType === 'externalWebsite' ? null : href, item.linkType === 'product');
  const openContact = useSetAtom(contactOpenAtom);

  if (item.linkType === 'contact') {
    return (
      <button type="button" className="nav-control" aria-haspopup="dialog" onClick={() => openContact(true)}>
        {item.text}
      </button>
    );
  }
  if (href === null) return <span className="nav-control nav-inert">{item.text}</span>;
  if (item.linkType === 'externalWebsite') {
    return (
      <a className="nav-control" href={href} target="_blank" rel="noopener noreferrer">
        {item.text}
        <span className="visually-hidden"> {intl.formatMessage({ id: 'nav.newTab' })}</span>
        <span aria-hidden="true" className="nav-external">
          ↗
        </span>
      </a>
    );
  }
  const current = isCurrentItem(item, location.pathname, location.hash);
  // A product's teaser picture: menus are closed at first, so a lazy picture loads when its menu opens.
  const teaser = item.productId === undefined ? undefined : picturesOf(item.productId)[0];
  return (
    <Link className={teaser ? 'nav-control nav-teaser' : 'nav-control'} to={href} aria-current={current ? 'page' : undefined} {...prefetch}>
      {teaser && <ProductPicture picture={teaser} sizes="4.5rem" loading="lazy" decorative />}
      {item.text}
      {item.linkType === 'basket' && <BasketBadge />}
    </Link>
  );
}

/** Spec: the basket item shows the basket count, highlighted when above 0. */
function BasketBadge() {
  const intl = useIntl();
  const count = useAtomValue(basketCountAtom);
  return (
    <>
      <span className={count > 0 ? 'badge badge-active' : 'badge'} data-testid="basket-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">({intl.formatMessage({ id: 'nav.basketCount' }, { count })})</span>
    </>
  );
}
