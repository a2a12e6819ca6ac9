import type { Company } from '../../../shared/api/company';

/** What the portal's mails (invites, login links) need of the shop. */
export interface PortalSite {
  publicUrl: string;
  company: Company;
  wakeMail: () => void;
}
