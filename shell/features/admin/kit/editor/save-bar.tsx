interface Props {
  /** `catalogue` or `content`: the pending line's test id. */
  name: string;
  pendingText: string;
  pending: boolean;
  busy: boolean;
  onDiscard: () => void;
  discardLabel: string;
  saveLabel: string;
}

/** The bar under an editor's form: what is unsaved, discard, save. */
export function SaveBar({ name, pendingText, pending, busy, onDiscard, discardLabel, saveLabel }: Props) {
  return (
    <div className="catalogue-savebar">
      <p className="catalogue-pending" aria-live="polite" data-testid={`${name}-pending`}>
        {pendingText}
      </p>
      <button type="button" className="button secondary" disabled={!pending || busy} onClick={onDiscard}>
        {discardLabel}
      </button>
      <button type="submit" className="button primary" disabled={busy}>
        {saveLabel}
      </button>
    </div>
  );
}
