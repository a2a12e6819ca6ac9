import { eq, or, sql } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import type { AuthToken, LoginRequest } from '../../../shared/api/selfcare';
import { createLoginChallenge, redeemLoginChallenge } from '../../auth/login-challenges';
import { checkLogin } from '../../auth/login-gate';
import { loginRules, type DeviceClaim } from '../../auth/login-rules';
import { customerContacts, customers } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { ServiceContext } from '../../http/context';
import { consume } from '../../http/rate-limit';
import { queueMail } from '../../mail/outbox';
import { loginChallengeMail } from '../../mail/templates/link-mail';
import { contactToMail } from './contact-to-mail';
import { text } from '../../i18n/server-intl';
import { createSession } from './sessions';

/** What a customer login's challenge mail needs of the shop. */
export interface ShopSite {
  publicUrl: string;
  company: Company;
  wakeMail: () => void;
}

/**
 * The customer that a login names: by username (case-insensitive), else by the e-mail address of one of
 * its contacts. A username wins over another customer's e-mail address that reads the same.
 */
async function findByUsernameOrEmail(ctx: ServiceContext, typed: string) {
  const byUsername = eq(sql`lower(${customers.username})`, typed);
  const byEmail = sql`${customers.id} = (select ${customerContacts.customerId} from ${customerContacts} where lower(${customerContacts.email}) = ${typed} limit 1)`;
  const [customer] = await ctx.db
    .select({ id: customers.id, passwordHash: customers.passwordHash, username: customers.username })
    .from(customers)
    .where(typed.includes('@') ? or(byUsername, byEmail) : byUsername)
    .orderBy(sql`${byUsername} desc`)
    .limit(1);
  return customer;
}

/** The shop's one-time login link (shell/features/customer/login-link-page.tsx), in the customer's language. */
function customerLoginLink(publicUrl: string, locale: string, key: string): string {
  return `${publicUrl}/${locale}/customer/loginlink/${encodeURIComponent(key)}`;
}

async function mailCustomerChallenge(ctx: ServiceContext, site: ShopSite, customerId: number): Promise<void> {
  const contact = await contactToMail(ctx.db, eq(customerContacts.customerId, customerId));
  if (!contact) return;
  const key = await createLoginChallenge(ctx.db, 'customer', customerId, ctx.now);
  const mail = loginChallengeMail({
    to: contact.email,
    locale: contact.locale,
    addressee: contact,
    link: customerLoginLink(site.publicUrl, contact.locale, key),
    sender: site.company,
  });
  await queueMail(ctx.db, { ...mail, secrets: [key] });
  ctx.log.info({ customerId }, 'customer login link mailed');
}

/**
 * Logs a customer in (by username or e-mail address), throttled by the rules of
 * server/auth/login-rules.ts. A browser that logged in to the account before (its device cookie) is
 * limited per device only, so guesses from elsewhere never keep the owner out there. Other clients
 * are limited per (what was typed, IP) and per IP before any hashing, and per account from anywhere:
 * after 20 failures each further try must wait, 1 s, then 2 s, 4 s ... up to 15 minutes. A try while
 * the account waits answers 403 login_challenge, right password or not; a right one has a one-time
 * login link mailed to the account, so the owner on a new device gets in through the mailbox. The
 * attacker gets some 100 checked guesses a day per account. Unknown usernames count alike, so the
 * answers do not tell which usernames exist.
 */
export async function login(ctx: ServiceContext, input: LoginRequest, device: DeviceClaim | null, site: ShopSite): Promise<AuthToken> {
  const typed = input.username.toLowerCase();
  const result = await checkLogin(ctx, loginRules.customer, {
    typed,
    password: input.password,
    device,
    find: async () => {
      const customer = await findByUsernameOrEmail(ctx, typed);
      // One wait per account, whether it is named by its username or its e-mail address.
      return customer ? { id: customer.id, passwordHash: customer.passwordHash, active: true, subject: customer.username.toLowerCase() } : null;
    },
    failedMessage: `${text(ctx.locale, 'selfcare.login.failed')} ${text(ctx.locale, 'selfcare.login.hint')}`,
    wakeMail: site.wakeMail,
    mailChallenge: (customerId) => mailCustomerChallenge(ctx, site, customerId),
  });
  if (!result.ok) throw result.error;
  return createSession(ctx.db, result.accountId, ctx.now);
}

/** Logs in with the key of a mailed login link, once; 404 for a key unknown, expired or used. */
export async function loginByLink(ctx: ServiceContext, key: string): Promise<AuthToken> {
  await consume(ctx, loginRules.customer.linkIp, ctx.ip);
  const customerId = await redeemLoginChallenge(ctx.db, 'customer', key, ctx.now);
  if (customerId === null) throw new HttpError('not_found', text(ctx.locale, 'loginLink.invalid'));
  ctx.log.info({ customerId }, 'customer login by mailed link');
  return createSession(ctx.db, customerId, ctx.now);
}
