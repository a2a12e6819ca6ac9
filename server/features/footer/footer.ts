import type { Company } from '../../../shared/api/company';
import type { Footer } from '../../../shared/api/footer';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { pagePathByKey } from '../cms/pages';
import type { PaymentProvider } from '../payment/payment-provider';

const legalKeys = ['imprint', 'privacy', 'terms'] as const;

interface FooterContext {
  db: Db;
  providers: ReadonlyMap<string, PaymentProvider>;
  company: Company;
}

/** The footer's links to the legal pages the CMS has (one it lacks is left out), the payment methods offered and the company configured. */
export async function loadFooter(ctx: FooterContext, locale: Locale): Promise<Footer> {
  const paths = await Promise.all(legalKeys.map((key) => pagePathByKey(ctx.db, locale, key)));
  return {
    legal: legalKeys.flatMap((key, index) => {
      const path = paths[index];
      return path ? [{ key, path }] : [];
    }),
    paymentMethods: [...ctx.providers.values()].filter((provider) => provider.offered).map((provider) => ({ id: provider.id, name: provider.name(locale) })),
    company: ctx.company,
  };
}
