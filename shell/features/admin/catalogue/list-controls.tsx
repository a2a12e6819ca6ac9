import type { ReactNode } from 'react';
import { useWording } from '../kit/editor/use-wording';

/** One entry of an editable list: its fields side by side (wrapping on a narrow screen), the remove button last. */
export function ListRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="catalogue-row" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** Removes one entry; its accessible name says which ('Remove Tier 2'). Compact in a table row: a cross with the same name as its tooltip. */
export function RemoveButton({ name, onRemove, compact = false }: { name: string; onRemove: () => void; compact?: boolean }) {
  const { t } = useWording();
  const label = t('admin.catalogue.removeLabel', { name });
  return (
    <button
      type="button"
      className={compact ? 'button secondary catalogue-remove catalogue-remove-compact' : 'button secondary catalogue-remove'}
      aria-label={label}
      title={compact ? label : undefined}
      onClick={onRemove}
    >
      {compact ? <span aria-hidden="true">×</span> : t('admin.catalogue.remove')}
    </button>
  );
}

export function AddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <button type="button" className="button secondary catalogue-add" onClick={onAdd}>
      {label}
    </button>
  );
}
