import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminDesignTemplate, putAdminDesignTemplate } from '../../../../shared/api/admin-design-templates';
import { titled } from '../../../../shared/domain/template/template-test-fixtures';
import { compileCatalogue } from '../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../ui/intl/intl-provider';
import { AdminSessionContext } from '../admin-session';
import { TemplateEditor } from './template-editor';

const api = vi.hoisted(() => ({ call: vi.fn<(endpoint: unknown, input: { body?: unknown }) => Promise<unknown>>() }));
vi.mock('../admin-api', () => ({ adminApi: api.call }));

afterEach(() => {
  cleanup();
  api.call.mockReset();
});

const loaded: AdminDesignTemplate = { id: titled.id, active: true, version: 4, definition: structuredClone(titled) };
const en = catalogues.en;

function renderEditor() {
  const onSaved = vi.fn<(template: AdminDesignTemplate) => void>();
  render(
    <IntlProvider locale="en" messages={compileCatalogue(en)}>
      <AdminSessionContext.Provider value={{ me: null, setMe: () => undefined, locale: 'en', changeLanguage: () => undefined }}>
        <TemplateEditor loaded={loaded} onSaved={onSaved} />
      </AdminSessionContext.Provider>
    </IntlProvider>,
  );
  return { onSaved };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: en['admin.templates.save'] }));

describe('the design template editor', () => {
  it('edits a slot’s text in another language and saves the template as the next version', async () => {
    const { onSaved } = renderEditor();
    expect(screen.getByLabelText<HTMLInputElement>(en['admin.templates.field.name']).value).toBe('Three photos and a title');
    fireEvent.click(screen.getByRole('tab', { name: en['admin.catalogue.language.fr'] }));
    // The preview shows the template in the language of the texts shown.
    expect(within(screen.getByTestId('template-preview')).getByRole('img', { name: 'Trois photos et un titre' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    fireEvent.change(within(panel).getByLabelText('Text field 1'), { target: { value: 'Vacances 2026' } });
    fireEvent.click(screen.getByLabelText(en['admin.templates.active']));
    const saved = { ...loaded, version: 5, active: false };
    api.call.mockResolvedValue(saved);
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [endpoint, input] = api.call.mock.calls[0]!;
    expect(endpoint).toBe(putAdminDesignTemplate);
    expect(input.body).toEqual({
      version: 4,
      active: false,
      definition: { ...titled, slots: [{ ...titled.slots[0], texts: { ...titled.slots[0]!.texts, fr: 'Vacances 2026' } }] },
    });
    expect(screen.getByTestId('design-template-status').textContent).toContain(en['admin.catalogue.saved'].replace('{version}', '5'));
  });

  it('does not send a template the shop could not offer, and names the fields at fault', async () => {
    renderEditor();
    const slot = screen.getByRole('group', { name: 'Text field 1' });
    fireEvent.change(within(slot).getByLabelText(en['admin.templates.field.size']), { target: { value: '0,9' } });
    save();
    const notice = await screen.findByTestId('design-template-check-input');
    expect(notice.textContent).toContain('Text field 1: Font size (fraction of the shorter side): At most 0.3.');
    expect(within(screen.getByTestId('template-preview')).getByRole('status').textContent).toBe(en['admin.catalogue.preview.invalid']);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('offers one photo or any collage layout, and adds a text field', () => {
    renderEditor();
    const layout = screen.getByLabelText<HTMLSelectElement>(en['admin.templates.field.layout']);
    fireEvent.change(layout, { target: { value: '' } });
    expect(layout.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: en['admin.templates.add.slot'] }));
    expect(screen.getByRole('group', { name: 'Text field 2' })).toBeTruthy();
  });
});
