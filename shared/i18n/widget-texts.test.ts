import { describe, expect, it } from 'vitest';
import { catalogues } from './messages/index';
import { widgetTexts } from './widget-texts';

describe('widgetTexts', () => {
  it('keeps the configurator texts and leaves out the shop pages', () => {
    const ids = Object.keys(widgetTexts(catalogues.de));
    expect(ids).toContain('preview.view.room');
    expect(ids.some((id) => id.startsWith('configurator.'))).toBe(true);
    expect(ids.some((id) => id.startsWith('checkout.'))).toBe(false);
  });
});
