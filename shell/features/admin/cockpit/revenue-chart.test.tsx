import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CockpitDay } from '../../../../shared/api/cockpit';
import { addCalendarDays } from '../../../../shared/domain/calendar/swiss-holidays';
import { compileCatalogue } from '../../../../shared/i18n/compile-message';
import type { Locale } from '../../../../shared/i18n/locales';
import { catalogues } from '../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../ui/intl/intl-provider';
import { AdminSessionContext } from '../admin-session';
import { RevenueChart } from './revenue-chart';

afterEach(cleanup);

const days: CockpitDay[] = Array.from({ length: 30 }, (_, n) => ({ day: addCalendarDays('2026-10-31', n), orders: n % 3, netRappen: (n % 3) * 12_345 }));

const renderIn = (locale: Locale) =>
  render(
    <AdminSessionContext.Provider value={{ me: null, setMe: () => undefined, locale, changeLanguage: () => undefined }}>
      <IntlProvider locale={locale} messages={compileCatalogue(catalogues[locale])}>
        <RevenueChart days={days} />
      </IntlProvider>
    </AdminSessionContext.Provider>,
  );

describe('RevenueChart', () => {
  it.each(['de', 'fr', 'it', 'en'] as const)('draws a bar a day, named for screen readers, with every figure in the table behind it (%s)', (locale) => {
    const { container } = renderIn(locale);
    expect(container.querySelectorAll('rect')).toHaveLength(30);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('31.10.2026');
    expect(chart.getAttribute('aria-label')).toContain('29.11.2026');
    const table = screen.getByTestId('cockpit-revenue-table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(table.className).toBe('visually-hidden');
    const toggle = screen.getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(table.className).toContain('list-table');
  });
});
