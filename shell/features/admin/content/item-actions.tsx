import type { MessageKey } from '../../../../shared/i18n/messages';
import { useWording } from '../kit/editor/use-wording';

/** One way to move an item: its arrow, what it does (named with the item), whether it can, and doing it. */
export interface ItemMove {
  arrow: string;
  label: MessageKey;
  enabled: boolean;
  apply: () => void;
}

/** The buttons under an item of a list being edited (a page's block, a navigation item): its moves, then its removal. */
export function ItemActions({ name, moves, onRemove }: { name: string; moves: readonly ItemMove[]; onRemove: () => void }) {
  const { t } = useWording();
  return (
    <div className="content-item-actions">
      {moves.map((move) => (
        <button
          key={move.label}
          type="button"
          className="button secondary"
          disabled={!move.enabled}
          onClick={move.apply}
          aria-label={t(move.label, { name })}
          title={t(move.label, { name })}
        >
          {move.arrow}
        </button>
      ))}
      <button type="button" className="button secondary" onClick={onRemove} aria-label={t('admin.content.remove', { name })}>
        {t('admin.catalogue.remove')}
      </button>
    </div>
  );
}
