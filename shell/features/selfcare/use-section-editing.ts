import { useEffect, useRef, useState } from 'react';

/**
 * A section of the account page that shows its data or, in its place, a form to change it. Back
 * from the form (saved or cancelled), the focus returns to the button that opened it, and what was
 * saved is said on the section's status line until the form is opened again.
 */
export function useSectionEditing({ focusOnOpen }: { focusOnOpen?: string } = {}) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (editing) {
      if (focusOnOpen) document.getElementById(focusOnOpen)?.focus();
    } else if (returnFocus) openRef.current?.focus();
  }, [editing, returnFocus, focusOnOpen]);

  return {
    editing,
    status,
    /** The button that opens the form. */
    openRef,
    open: () => {
      setStatus(null);
      setEditing(true);
    },
    /** Closes the form; `savedText` (null when cancelled) goes on the status line. */
    close: (savedText: string | null) => {
      if (savedText !== null) setStatus(savedText);
      setEditing(false);
      setReturnFocus(true);
    },
  };
}
