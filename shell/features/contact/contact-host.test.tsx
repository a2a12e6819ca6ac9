import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';

afterEach(cleanup);

const messages = compileCatalogue(catalogues.de);

/** A page with an opener and the host, under the locale route whose data the overlay reads. */
async function renderHostPage() {
  // Fresh modules each time: the overlay's lazy chunk is not loaded yet, as on a visitor's first opening.
  vi.resetModules();
  const { renderPage } = await import('../../test/render-page');
  const { contactOpenAtom } = await import('../../state/contact-state');
  const { ContactHost } = await import('./contact-host');
  const store = createStore();
  const page = (
    <>
      <button type="button" onClick={() => store.set(contactOpenAtom, true)}>
        Kontakt
      </button>
      <a href="/de/next">Weiter im Menü</a>
      <ContactHost />
    </>
  );
  renderPage(page, { store });
  const opener = await screen.findByRole('button', { name: 'Kontakt' });
  // The host subscribes to the atom in an effect, which must have run, as it has long before a visitor's click.
  await act(async () => {});
  opener.focus();
  return opener;
}

const closeName = messages['overlay.close'] as string;
const focusedDialog = () => document.activeElement?.closest('[role="dialog"]') ?? null;

describe('ContactHost', () => {
  it('moves focus into a dialog in the same event that opens it, before the overlay’s code has arrived', async () => {
    const opener = await renderHostPage();
    act(() => opener.click());
    expect(focusedDialog()).not.toBeNull();
  });

  it('keeps a Tab pressed while the overlay’s code loads inside the dialog', async () => {
    const opener = await renderHostPage();
    act(() => opener.click());
    const notPrevented = fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(notPrevented).toBe(false);
  });

  it('puts focus on the loaded overlay’s close button and gives it back to the opener on Escape', async () => {
    const opener = await renderHostPage();
    act(() => opener.click());
    const close = await screen.findByRole('button', { name: closeName });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('moves focus to the close button in the same event when the overlay opens again', async () => {
    const opener = await renderHostPage();
    act(() => opener.click());
    fireEvent.click(await screen.findByRole('button', { name: closeName }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: closeName }));
  });
});
