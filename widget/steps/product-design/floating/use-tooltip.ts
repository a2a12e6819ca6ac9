import { type FocusEvent, type PointerEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';

/** Whether the last input was a key, not a pointer: a focus then shows its tooltip where :focus-visible cannot be asked. */
let keyboardLast = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => (keyboardLast = true), { capture: true });
  window.addEventListener('pointerdown', () => (keyboardLast = false), { capture: true });
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return keyboardLast;
  }
}

const OPEN_DELAY_MS = 300;

/**
 * A tooltip's behaviour, as floating-ui's useHover (mouse only, opened after 300 ms), useFocus (keyboard focus only),
 * useDismiss (Escape, a press outside the button) and useRole('tooltip') gave it: the props for its reference (the button) and
 * for the tooltip, whose id the button names in aria-describedby while it is open.
 */
export function useTooltip(button: RefObject<Element | null>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => {
    if (!open) return;
    const dismiss = () => {
      clearTimeout(timer.current);
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    const onPress = (event: Event) => (button.current && event.composedPath().includes(button.current)) || dismiss();
    document.addEventListener('keydown', onKey, { capture: true });
    document.addEventListener('pointerdown', onPress, { capture: true });
    return () => {
      document.removeEventListener('keydown', onKey, { capture: true });
      document.removeEventListener('pointerdown', onPress, { capture: true });
    };
  }, [open, button]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reference = {
    'aria-describedby': open ? id : undefined,
    // Not on touch: a tap would leave the tooltip standing over the next button.
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
    },
    onPointerLeave: close,
    onFocus: (event: FocusEvent) => focusVisible(event.currentTarget) && setOpen(true),
    onBlur: close,
  };
  return { open, reference, tooltip: { id, role: 'tooltip' } };
}
