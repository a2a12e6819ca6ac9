import { useState } from 'react';
import type { EmbedCode } from '../../../../shared/domain/embed/embed-code';
import { cspHeaderValue, embedCsp, htmlSnippet, nextPageSnippet, nextSnippet, reactSnippet } from '../../../../shared/domain/embed/snippets';
import { useT } from '../../../../ui/intl/use-t';
import { TabList } from '../../../../widget/lib/tab-list';
import { CopyButton } from '../../../components/copy-button';

const KINDS = ['html', 'react', 'next'] as const;
type Kind = (typeof KINDS)[number];

/** A block of code to copy, readable and scrollable by keyboard. */
function CodeBlock({ code, testId, copyLabel }: { code: string; testId: string; copyLabel: string }) {
  const t = useT();
  return (
    <div className="embed-code-block">
      {/* A long line scrolls in its box: reachable by keyboard too. */}
      <pre tabIndex={0} data-testid={testId}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={copyLabel} copied={t('partnerEmbed.copied')} />
    </div>
  );
}

/** The snippet for each kind of page, in tabs, and the policy each needs. */
export function EmbedSnippets({ code }: { code: EmbedCode }) {
  const t = useT();
  const [kind, setKind] = useState<Kind>('html');
  const csp = embedCsp(code.shop);
  const snippet = { html: htmlSnippet, react: reactSnippet, next: nextSnippet }[kind](code);
  return (
    <section className="embed-snippets" aria-labelledby="embed-code-title">
      <h2 id="embed-code-title">{t('partnerEmbed.code')}</h2>
      <TabList
        values={KINDS}
        value={kind}
        onChange={setKind}
        label={t('partnerEmbed.tabs')}
        className="embed-tabs"
        tabId={(entry) => `embed-tab-${entry}`}
        panelId="embed-tab-panel"
      >
        {(entry) => t(`partnerEmbed.tab.${entry}`)}
      </TabList>
      <div role="tabpanel" id="embed-tab-panel" aria-labelledby={`embed-tab-${kind}`} className="embed-tab-panel">
        <p className="account-note">{t(`partnerEmbed.${kind}Hint`)}</p>
        <CodeBlock code={snippet} testId={`embed-snippet-${kind}`} copyLabel={t('partnerEmbed.copy')} />
        {kind === 'next' && (
          <>
            <p className="account-note">{t('partnerEmbed.nextPage')}</p>
            <CodeBlock code={nextPageSnippet} testId="embed-snippet-next-page" copyLabel={t('partnerEmbed.copyPage')} />
          </>
        )}
      </div>
      <h3>{t('partnerEmbed.csp')}</h3>
      <p className="account-note">{t('partnerEmbed.cspHint')}</p>
      <CodeBlock code={cspHeaderValue(csp)} testId="embed-csp" copyLabel={t('partnerEmbed.cspCopy')} />
      {/* A narrow screen scrolls the table in its box: reachable by keyboard too. */}
      <div className="embed-csp-table" tabIndex={0} role="region" aria-label={t('partnerEmbed.csp')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('partnerEmbed.cspDirective')}</th>
              <th scope="col">{t('partnerEmbed.cspSources')}</th>
              <th scope="col">{t('partnerEmbed.cspWhy')}</th>
            </tr>
          </thead>
          <tbody>
            {csp.map(([directive, sources]) => (
              <tr key={directive}>
                <th scope="row">
                  <code>{directive}</code>
                </th>
                <td>
                  <code>{sources}</code>
                </td>
                <td>{t(`partnerEmbed.csp.${directive}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {kind === 'next' && <p className="account-note">{t('partnerEmbed.cspNext')}</p>}
    </section>
  );
}
