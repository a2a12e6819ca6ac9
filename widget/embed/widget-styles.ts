import configuratorCss from '../configurator/configurator.css?inline';
import continueDesignCss from '../drafts/continue-design.css?inline';
import type { EmbedTheme } from './embed-types';
import hostCss from './widget.css?inline';

/*
 * The widget's styles as constructable stylesheets adopted by each shadow root: no <style>
 * element and no style attribute, so a partner page whose CSP has no 'unsafe-inline' in style-src
 * shows the widget as the shop does. (Inline styles set through element.style, as React and Konva
 * do, are CSSOM and not restricted by CSP.) The widget build leaves the components' own CSS imports
 * empty (vite.widget.config.ts); their CSS comes in here.
 */

let shared: CSSStyleSheet | null = null;

/** The widget's CSS, parsed once and shared by every widget on the page. */
export function widgetSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync([hostCss, configuratorCss, continueDesignCss].join('\n'));
  }
  return shared;
}

const valid = (property: string, value: string | undefined) => (value && CSS.supports(property, value) ? value : null);

/** The spacing factor, within what keeps the widget usable. */
function spacingOf(value: string | undefined): string | null {
  const factor = Number(value);
  return value && Number.isFinite(factor) && factor >= 0.5 && factor <= 2 ? String(factor) : null;
}

/**
 * A host's theme as custom properties on the configurator's root (`:host` outranks its defaults):
 * colours, font, corner radius and spacing factor. Set through CSSOM, so a value cannot break out
 * of its declaration; invalid values are left out (the shop's own apply).
 */
export function themeSheet(theme: EmbedTheme): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.insertRule(':host .printshop-configurator {}');
  const rule = sheet.cssRules[0] as CSSStyleRule;
  const set = (name: string, property: string, value: string | undefined) => {
    const checked = valid(property, value);
    if (checked) rule.style.setProperty(name, checked);
  };
  set('--pc-accent', 'color', theme.primary);
  set('--pc-ink', 'color', theme.text);
  set('background', 'background-color', theme.background);
  set('--pc-font', 'font-family', theme.font);
  set('--pc-radius', 'border-radius', theme.radius);
  const spacing = spacingOf(theme.spacing);
  if (spacing) rule.style.setProperty('--pc-space', spacing);
  return sheet;
}
