/*
 * What the loader (widget/loader, no framework) hands the lazily loaded bundle. Types and names
 * only: the loader must not pull any of the bundle's code.
 */

import type { CompiledMessage } from '../../shared/i18n/compiled-message';

/** What a host sets with data-theme-*; applied as CSS custom properties inside the shadow root. */
export interface EmbedTheme {
  primary?: string;
  background?: string;
  text?: string;
  /** A CSS font-family list; a web font must be loaded by the host page (its @font-face reaches the shadow root). */
  font?: string;
  /** The corner radius of cards, fields and buttons, a CSS length (0 for square corners). */
  radius?: string;
  /** A factor for every space in the widget: 1 as the shop has it, 0.75 denser, 1.25 roomier (0.5 to 2). */
  spacing?: string;
}

export interface MountOptions {
  productId: string | null;
  /** A shop language (de, fr, it, en); anything else falls back to German. */
  language: string;
  embedded: boolean;
  /** The parsed data-settings JSON, checked by the bundle against EmbedSettings. */
  settings: unknown;
  theme: EmbedTheme;
  /** The shop's origin: API, uploads and the basket live there. */
  shopBase: string;
  /** The partner's public key (data-partner, `pk_…`), sent with the widget's calls to the shop. */
  partner?: string | undefined;

  /*
   * The prefill and the data layer: mount() options, or the host's data-size, data-image and
   * data-datalayer, which the bundle reads (widget/embed/mount.tsx), not the loader.
   */
  /** Prefill (data-size): an option id of the product's size attribute, chosen at the start; one the product lacks is ignored. */
  size?: string | null;
  /** Prefill (data-image): an image URL of the partner's site, fetched by the shop's server into the draft at the images step (partner pages only). */
  image?: string | null;
  /** data-datalayer: every event is also pushed to the page's window.dataLayer (EMBEDDING.md, "Events for your analytics"). */
  dataLayer?: boolean;
}

/** The widget's texts of one language, compiled at build time (see vite.widget.config.ts). */
export type WidgetMessages = Readonly<Record<string, CompiledMessage>>;

/** The bundle's entry, an ES module the loader imports. */
export interface EmbedRuntime {
  /**
   * Mounts into host's shadow root; answers the unmount. `product`: the answer of the product's
   * request (GET /api/config/<id>/product), asked by the loader while the bundle downloaded.
   */
  mount(host: HTMLElement, options: MountOptions, messages: WidgetMessages, product?: Promise<Response> | null): () => void;
}

/** The widget's major version: its files live under /widget/<version>/ (widget/CHANGELOG.md). */
export const WIDGET_VERSION = 'v1';
