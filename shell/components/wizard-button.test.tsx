import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardButton } from './wizard-button';

afterEach(cleanup);

describe('WizardButton', () => {
  it('renders a link', () => {
    render(
      <MemoryRouter>
        <WizardButton to="/de/checkout/basket">Weiter</WizardButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/de/checkout/basket');
  });

  it('renders a disabled button', () => {
    render(<WizardButton disabled>Weiter</WizardButton>);
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('calls onClick', () => {
    const onClick = vi.fn<() => void>();
    render(<WizardButton onClick={onClick}>Weiter</WizardButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
