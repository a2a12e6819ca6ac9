import { describe, expect, it } from 'vitest';
import { embedCodeOf, emptyForm, parsedSettings } from './embed-form-state';

describe("the builder's fields as an embed", () => {
  it('takes settings of EmbedSettings’ shape only, and none when empty', () => {
    expect(parsedSettings('')).toEqual({ settings: null, valid: true });
    expect(parsedSettings('{"design":{},"printdata":{}}')).toEqual({ settings: { design: {}, printdata: {} }, valid: true });
    expect(parsedSettings('{"colour":"red"}').valid).toBe(false);
    expect(parsedSettings('{not json').valid).toBe(false);
  });

  it('leaves out what is not valid, the size with other than one product, and settings outside embedded mode', () => {
    const form = {
      ...emptyForm('it'),
      products: ['canvas', 'poster'],
      settings: '{"design":{}}',
      theme: { primary: '#0b5d4b', radius: 'round' },
      size: 'a3',
      image: 'http://images.partner.example/a.jpg',
      dataLayer: true,
    };
    expect(embedCodeOf(form, 'https://shop.example', 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK')).toEqual({
      shop: 'https://shop.example',
      products: ['canvas', 'poster'],
      language: 'it',
      embedded: false,
      settings: null,
      theme: { primary: '#0b5d4b' },
      partner: 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK',
      size: '',
      image: '',
      dataLayer: true,
    });
    const one = embedCodeOf({ ...form, products: ['poster'], embedded: true }, 'https://shop.example', 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK');
    expect(one).toMatchObject({ size: 'a3', settings: { design: {} }, partner: 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK' });
  });
});
