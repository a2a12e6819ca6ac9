import type { z } from 'zod/mini';
import type { AddressSnapshotSchema } from '../../shared/api/basket-view';
import { postalLines } from '../../shared/domain/checkout/address';
import './postal-address.css';

/** An address as the post writes it, one line each, with the phone last when there is one. */
export function PostalAddress({ address }: { address: z.infer<typeof AddressSnapshotSchema> }) {
  const lines = [...postalLines(address), address.phone];
  return (
    <address>
      {lines.filter(Boolean).map((line) => (
        <span key={line} className="postal-line">
          {line}
        </span>
      ))}
    </address>
  );
}
