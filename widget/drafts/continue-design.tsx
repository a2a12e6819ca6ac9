import { useId, type MouseEvent } from 'react';
import { useIntl } from '../../ui/intl/intl-provider';
import type { ConfiguratorDraft } from '../../shared/api/drafts';
import './continue-design.css';

export interface ContinueDesignProps {
  draft: ConfiguratorDraft;
  /** Where the shop's paths are ('' inside the shop, its origin in an embed). */
  base: string;
  /** A link to the configurator (the shop's home page), else a button. */
  href?: string;
  onOpen: (event: MouseEvent) => void;
  onStartOver: () => void;
}

/** "Continue your design": the latest draft with its product and picture, to open again or to discard. */
export function ContinueDesign({ draft, base, href, onOpen, onStartOver }: ContinueDesignProps) {
  const intl = useIntl();
  const title = useId();
  const name = draft.productName;
  const open = intl.formatMessage({ id: 'configurator.draft.continue' }, { name });
  return (
    <section className="continue-design" aria-labelledby={title} data-testid="continue-design">
      <h2 id={title}>{intl.formatMessage({ id: 'configurator.draft.title' })}</h2>
      <div className="continue-card">
        {draft.thumbnailUrl !== null && <img src={`${base}${draft.thumbnailUrl}`} alt="" width={88} height={88} loading="lazy" />}
        <div>
          <p className="continue-name">{name}</p>
          <p className="continue-detail">{intl.formatMessage({ id: 'configurator.draft.images' }, { count: draft.state.images.length })}</p>
          <div className="continue-actions">
            {href === undefined ? (
              <button type="button" className="continue-open" onClick={onOpen}>
                {open}
              </button>
            ) : (
              <a className="continue-open" href={href} onClick={onOpen}>
                {open}
              </a>
            )}
            <button
              type="button"
              className="continue-start-over"
              aria-label={intl.formatMessage({ id: 'configurator.draft.startOverLabel' }, { name })}
              onClick={onStartOver}
            >
              {intl.formatMessage({ id: 'configurator.draft.startOver' })}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
