import { describe, expect, it } from 'vitest';
import { textPaths } from './texts-section';

const l = (text: string) => ({ de: text, fr: text, it: text, en: text });

describe('textPaths', () => {
  it('lists every text of a definition in document order, a shared format group once', () => {
    const definition = {
      id: 'canvas',
      name: l('Leinwand'),
      slug: l('leinwand'),
      attributes: [
        {
          id: 'size',
          title: l('Grösse'),
          type: 'size',
          options: [
            { id: 'a', name: l('A'), group: l('Klassisch') },
            { id: 'b', name: l('B'), group: l('Klassisch') },
            { id: 'c', name: l('C'), group: l('Panorama') },
          ],
        },
      ],
    };
    expect(textPaths(definition).map((path) => path.join('.'))).toEqual([
      'name',
      'slug',
      'attributes.0.title',
      'attributes.0.options.0.name',
      'attributes.0.options.0.group',
      'attributes.0.options.1.name',
      'attributes.0.options.2.name',
      'attributes.0.options.2.group',
    ]);
  });
});
