import { useAtomValue } from 'jotai';
import { useState, type MouseEvent } from 'react';
import { useIntl } from '../../ui/intl/intl-provider';
import { getOrderInvoice } from '../../shared/api/checkout';
import { buildPath } from '../../shared/api/route';
import { authTokenAtom } from '../session/account-state';
import { invoiceFilename } from '../../shared/domain/checkout/invoice-number';

const base = import.meta.env.VITE_API_BASE ?? '';

/** Saves bytes fetched by script under a name, as a plain download link would. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: filename });
  anchor.click();
  // The browser has taken the file over once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The invoice PDF with the QR-bill of an order paid by invoice. A guest's link carries the order's
 * access token and is an ordinary download. A customer's order opens only with the bearer token,
 * which a link cannot send (the server reads no cookie), so the click fetches it instead.
 */
export function InvoiceLink({ orderId, number, createdAt, accessToken }: { orderId: number; number: string; createdAt: string; accessToken: string | null }) {
  const intl = useIntl();
  const token = useAtomValue(authTokenAtom);
  const [failed, setFailed] = useState(false);
  // The server names the file in the order's language (its Content-Disposition wins); this is the page's.
  const filename = invoiceFilename(intl.formatMessage({ id: 'document.invoiceFileWord' }), number, new Date(createdAt));
  const href = `${base}${buildPath(getOrderInvoice.path, { id: orderId })}${accessToken ? `?access=${encodeURIComponent(accessToken)}` : ''}`;
  const byScript = accessToken === null && token !== null;

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailed(false);
    try {
      const res = await fetch(href, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`invoice: HTTP ${res.status}`);
      save(await res.blob(), /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? filename);
    } catch (error) {
      console.warn('invoice not loaded', error);
      setFailed(true);
    }
  };

  return (
    <div className="confirm-invoice">
      <a href={href} download={filename} onClick={byScript ? (event) => void download(event) : undefined} data-testid="invoice-link">
        {intl.formatMessage({ id: 'order.confirm.invoice' })}
      </a>
      {failed && (
        <p className="account-field-error" role="alert">
          {intl.formatMessage({ id: 'order.confirm.invoiceFailed' })}
        </p>
      )}
    </div>
  );
}
