import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSectionEditing } from './use-section-editing';

afterEach(cleanup);

function Section() {
  const { editing, status, openRef, open, close } = useSectionEditing({ focusOnOpen: 'first' });
  return (
    <>
      <p role="status">{status}</p>
      {editing ? (
        <>
          <input id="first" aria-label="first" />
          <button type="button" onClick={() => close('Saved')}>
            save
          </button>
          <button type="button" onClick={() => close(null)}>
            cancel
          </button>
        </>
      ) : (
        <button ref={openRef} type="button" onClick={open}>
          edit
        </button>
      )}
    </>
  );
}

describe('useSectionEditing', () => {
  it('focuses the form on opening and the edit button after saving, saying what was saved', () => {
    render(<Section />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'edit' })));
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'edit' }));
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('says nothing after a cancel, and forgets what was saved when opened again', () => {
    render(<Section />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'edit' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'edit' })));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'cancel' })));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
