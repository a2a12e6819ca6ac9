import type { ComponentType } from 'react';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ClientOnly } from '../../components/client-only';
import { PageHead } from '../seo/page-head';
import { useT } from '../../../ui/intl/use-t';
import './customer.css';
import '../../components/form/form.css';

interface Page {
  title: MessageKey;
  /** What the link does, said above the button. */
  text: MessageKey;
  testId: string;
}

/**
 * The page behind a mail's one-use link (confirm an address, log in), declared in one line: its
 * title, its text and the button's part (`Action`). It acts on the button, never on load, since
 * mail scanners open links and must not act for the visitor.
 */
export function confirmByButtonPage({ title, text, testId }: Page, Action: ComponentType) {
  return function ConfirmByButtonPage() {
    const t = useT();
    return (
      <div className="customer-page">
        <PageHead title={t(title)} visibility="private" />
        <header data-testid={testId}>
          <h1>{t(title)}</h1>
          <p className="lead">{t(text)}</p>
        </header>
        {/* The link's key is the visitor's own: the button is the browser's, never in the server's HTML. */}
        <ClientOnly>
          <Action />
        </ClientOnly>
      </div>
    );
  };
}
