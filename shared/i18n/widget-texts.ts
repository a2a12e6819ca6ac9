/**
 * The message ids the widget's configurator words (its own texts and the shared ones it reuses). The
 * widget's per-language texts files and the shell's configurator texts chunk hold exactly these, so the
 * two builds (vite.widget.config.ts, vite.shell.config.ts) must pick them the same way.
 */
const WIDGET_MESSAGE_PREFIXES = ['configurator.', 'design.', 'images.', 'orientation.', 'preview.', 'template'];

export function widgetTexts<T>(texts: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => WIDGET_MESSAGE_PREFIXES.some((p) => id.startsWith(p))));
}
