import { type KeyboardEvent, useRef } from 'react';
import { useClosedOnNavigation } from './use-closed-on-navigation';

/**
 * A menu behind a button (the shop's phone drawer, the back office's navigation on a phone): the
 * button's props, and the keys of the element around the menu, where Escape that nothing inside
 * handled closes it and gives the focus back to the button. A followed link closes it too.
 */
export function useMenuDisclosure(menuId: string) {
  const [open, setOpen] = useClosedOnNavigation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const button = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((o) => !o),
  } as const;
  return { open, button, onKeyDown };
}
