import type { Locator } from '@playwright/test';

type Rgb = [number, number, number];

const channels = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);
const rgb = (css: string): Rgb => [channels(css)[0] ?? 0, channels(css)[1] ?? 0, channels(css)[2] ?? 0];
const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio of two colours. */
function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast of an element's text against its background as the browser paints it now (hover,
 * disabled, busy), opacity included. axe skips disabled controls, so a dimmed 'being sent' button
 * needs this to be measured at all.
 */
export async function textContrast(locator: Locator): Promise<number> {
  const painted = await locator.evaluate((element) => {
    // The painted (not transparent) backgrounds from the element up, and the opacity of them all.
    const layers: { own: boolean; colour: string }[] = [];
    let opacity = 1;
    for (let n: Element | null = element; n; n = n.parentElement) {
      const style = getComputedStyle(n);
      opacity *= Number(style.opacity);
      if (style.backgroundColor !== 'transparent' && !/,\s*0\)$/.test(style.backgroundColor))
        layers.push({ own: n === element, colour: style.backgroundColor });
    }
    const white = 'rgb(255, 255, 255)';
    return { text: getComputedStyle(element).color, background: layers[0]?.colour ?? white, beneath: layers.find((l) => !l.own)?.colour ?? white, opacity };
  });
  const beneath = rgb(painted.beneath);
  // Opacity lets what lies beneath the element show through its text and its background alike.
  const blend = (colour: Rgb) => colour.map((c, i) => c * painted.opacity + beneath[i]! * (1 - painted.opacity)) as Rgb;
  return contrastRatio(blend(rgb(painted.text)), blend(rgb(painted.background)));
}
