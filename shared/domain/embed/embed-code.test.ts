import { describe, expect, it } from 'vitest';
import { isPartnerKey, prefillImageUrl, themeTokenProblem, validTheme } from './embed-code';

describe('the theme tokens', () => {
  it('take CSS colours, font lists, lengths and a spacing from 0.5 to 2', () => {
    for (const colour of ['#fff', '#0b5d4b', '#0b5d4b80', 'rgb(0 102 51)', 'hsl(120, 50%, 40%)', 'rebeccapurple'])
      expect(themeTokenProblem('primary', colour)).toBeNull();
    expect(themeTokenProblem('font', '"Source Sans 3", sans-serif')).toBeNull();
    expect(themeTokenProblem('font', 'Georgia, serif')).toBeNull();
    for (const length of ['0', '4px', '0.5rem', '1em', '10%']) expect(themeTokenProblem('radius', length)).toBeNull();
    for (const factor of ['0.5', '1', '2']) expect(themeTokenProblem('spacing', factor)).toBeNull();
  });

  it('refuse what the widget would leave out, and what could break out of the declaration', () => {
    expect(themeTokenProblem('text', '#12')).toBe('colour');
    expect(themeTokenProblem('background', 'red; color: blue')).toBe('colour');
    expect(themeTokenProblem('font', 'serif; color: red')).toBe('font');
    expect(themeTokenProblem('font', '')).toBe('font');
    expect(themeTokenProblem('radius', '1rem; color: red')).toBe('length');
    expect(themeTokenProblem('radius', '5')).toBe('length');
    expect(themeTokenProblem('spacing', '9')).toBe('spacing');
    expect(themeTokenProblem('spacing', '')).toBe('spacing');
  });

  it('keep only the set and valid ones, trimmed', () => {
    expect(validTheme({ primary: ' #0b5d4b ', text: 'no colour!', radius: '', spacing: '1.5' })).toEqual({ primary: '#0b5d4b', spacing: '1.5' });
  });
});

describe('the partner key and the prefill image', () => {
  it('take a pk_ key and an https URL only', () => {
    expect(isPartnerKey('pk_4mT9qX2vL8rB1nZ6cW3yH5dK')).toBe(true);
    expect(isPartnerKey('pk_short')).toBe(false);
    expect(prefillImageUrl(' https://images.partner.example/a b.jpg ')).toBe('https://images.partner.example/a%20b.jpg');
    expect(prefillImageUrl('http://images.partner.example/a.jpg')).toBeNull();
    expect(prefillImageUrl('not a url')).toBeNull();
  });
});
