import { useT } from '../../../../ui/intl/use-t';
import { PortalPage } from '../portal-layout';
import { usePortalSession } from '../portal-session';
import { EmbedBuilder } from './embed-builder';
import './embed-builder.css';

/**
 * The embed-code builder (/partner/embed): a page of the portal, behind its login and in its
 * language, in a chunk of its own (it carries the widget's package for the live preview). The
 * partner key in every snippet is the logged-in partner's.
 */
export function PortalEmbedPage() {
  const t = useT();
  const { locale } = usePortalSession();
  return (
    <PortalPage title={t('partnerEmbed.title')} wide>
      {(me) => <EmbedBuilder locale={locale} partnerKey={me.partner.publicKey} />}
    </PortalPage>
  );
}
