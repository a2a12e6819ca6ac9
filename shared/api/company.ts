import { z } from 'zod/mini';
import { isSwissUid } from '../domain/company/swiss-uid';

const url = z.url({ protocol: /^https?$/ });

/**
 * The company behind the shop, from the server's COMPANY_* settings: the one source of the
 * address that the invoice head, the QR-bill's creditor, the e-mails, the contact overlay, the
 * footer and the structured data name.
 */
export const Company = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(70)),
  street: z.string().check(z.minLength(1), z.maxLength(70)),
  zipcode: z.string().check(z.regex(/^\d{4}$/)),
  city: z.string().check(z.minLength(1), z.maxLength(35)),
  /** A QR-bill's creditor lives in Switzerland or Liechtenstein. */
  country: z.enum(['CH', 'LI']),
  phone: z.string().check(z.minLength(1)),
  email: z.email(),
  /** The UID the invoices name as the VAT number ("CHE-123.456.788 MWST"). */
  vatNumber: z.string().check(z.refine(isSwissUid, 'must be a Swiss UID with a right check digit, as CHE-123.456.788')),
  instagramUrl: url,
  facebookUrl: url,
  mapsUrl: url,
});
export type Company = z.infer<typeof Company>;
