import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../shared/api/admin-staff';
import type { StaffRole } from '../../../shared/domain/staff/roles';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { AdminNav } from './admin-nav';

afterEach(cleanup);

const member = (role: StaffRole): StaffMember => ({
  id: 1,
  email: 'a@print-atelier.test',
  displayName: 'A',
  role,
  language: 'en',
  disabled: false,
  createdAt: '2026-11-29T12:00:00Z',
});

const renderAt = (path: string, role: StaffRole) =>
  render(
    <IntlProvider locale="en" messages={compileCatalogue(catalogues.en)}>
      <MemoryRouter initialEntries={[path]}>
        <AdminNav me={member(role)} />
      </MemoryRouter>
    </IntlProvider>,
  );

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('AdminNav', () => {
  it('is a named landmark whose groups carry headings', () => {
    renderAt('/admin/orders', 'owner');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Daily work',
      'Money and books',
      'Catalogue and content',
      'Partner program',
      'Shop and team',
    ]);
    expect(screen.getByRole('list', { name: 'Partner program' }).textContent).toBe('PartnersWebhooksPartner commissions');
  });

  it('marks the current section, an order’s page as the orders', () => {
    renderAt('/admin/orders/7', 'owner');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Cockpit' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out the sections and groups a role may not use', () => {
    renderAt('/admin/orders', 'office');
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Partners' })).toBeTruthy();
    cleanup();
    renderAt('/admin/production', 'production');
    expect(screen.queryByRole('heading', { name: 'Partner program' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Production' })).toBeTruthy();
  });

  it('opens by its button and closes on Escape, giving the focus back to the button', () => {
    renderAt('/admin/orders', 'owner');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(toggle()));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Books' });
    link.focus();
    act(() => fireEvent.keyDown(link, { key: 'Escape' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a link leads to another section', () => {
    renderAt('/admin/orders', 'owner');
    act(() => fireEvent.click(toggle()));
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Books' })));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
