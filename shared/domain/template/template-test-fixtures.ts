import type { DesignTemplate } from './design-template';

/** The same text in every language. */
const texts = (text: string) => ({ de: text, fr: text, it: text, en: text });

/** Three photos, the large one left, and a title over the bottom. */
export const titled: DesignTemplate = {
  id: 'three-and-title',
  orientation: 'landscape',
  layout: 'feature-left-3',
  style: { gap: 5, background: '#ffffff' },
  names: { de: 'Drei Fotos und ein Titel', fr: 'Trois photos et un titre', it: 'Tre foto e un titolo', en: 'Three photos and a title' },
  slots: [{ x: 0.35, y: 0.88, width: 0.6, size: 0.08, font: 'lora', weight: 'bold', colour: '#ffffff', align: 'center', texts: texts('Ferien 2026') }],
};
