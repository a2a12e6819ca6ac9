import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the document title to '<page> – Print Atelier' while the page is shown. */
export function usePageTitle(title: string | null) {
  const intl = useIntl();
  const shop = intl.formatMessage({ id: 'shop.name' });
  useEffect(() => {
    document.title = !title ? shop : title.includes(shop) ? title : `${title} – ${shop}`;
  }, [title, shop]);
}
