export interface EmbedErrorProps {
  /** Why the widget cannot work, in its language. */
  text: string;
  /** A way to try again, where another attempt may help (not for an origin the shop does not allow). */
  retry?: { label: string; onRetry: () => void };
}

/** What a widget shows instead of the configurator when it cannot work (printshop:error). */
export function EmbedError({ text, retry }: EmbedErrorProps) {
  return (
    <div className="printshop-configurator embed-error" part="root error" data-testid="embed-error">
      <p role="alert">{text}</p>
      {retry && (
        <button type="button" className="primary" onClick={retry.onRetry}>
          {retry.label}
        </button>
      )}
    </div>
  );
}
