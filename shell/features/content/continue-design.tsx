import { use, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConfiguratorDraft } from '../../../shared/api/drafts';
import type { Locale } from '../../../shared/i18n/locales';
import { ContinueDesignWithTexts } from '../../../widget/drafts/continue-design-entry';
import { discardDraft } from '../../../widget/drafts/start-drafts';
import { paths } from '../../config/paths';
import { api } from '../../lib/api';
import { loadConfiguratorTexts } from '../../lib/intl/texts';

/**
 * The home page's "continue your design" (lazily loaded with the configurator's texts of the language:
 * only a visitor with a draft needs them). It opens the configurator without a step, so the draft's
 * own step opens.
 */
export default function ContinueDesignCard({ drafts, locale }: { drafts: readonly ConfiguratorDraft[]; locale: Locale }) {
  const navigate = useNavigate();
  const messages = use(loadConfiguratorTexts(locale));
  const [discarded, setDiscarded] = useState<readonly string[]>([]);
  const latest = drafts.find((draft) => !discarded.includes(draft.productId));
  if (!latest) return null;
  const href = paths.configurator.href(locale, latest.productId);
  const startOver = async () => {
    setDiscarded((ids) => [...ids, latest.productId]);
    await discardDraft(api, latest.productId).catch((error: unknown) => console.error('draft not deleted', error));
  };
  return (
    <ContinueDesignWithTexts
      locale={locale}
      messages={messages}
      draft={latest}
      base=""
      href={href}
      onOpen={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
      onStartOver={() => void startOver()}
    />
  );
}
