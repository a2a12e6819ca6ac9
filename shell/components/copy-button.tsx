import { useState } from 'react';

interface Props {
  /** What goes to the clipboard. */
  text: string;
  label: string;
  /** Said once it is there (to screen readers too). */
  copied: string;
}

/** A button that copies a text for pasting elsewhere (a hash, a key), and says when it did. */
export function CopyButton({ text, label, copied }: Props) {
  const [done, setDone] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setDone(true),
      () => setDone(false),
    );
  return (
    <>
      <button type="button" className="button secondary" onClick={copy}>
        {label}
      </button>{' '}
      <span role="status">{done ? copied : ''}</span>
    </>
  );
}
