import type { EmbedSettings } from '../../../shared/api/embed-events';
import type { EmbedApi, EmbedEventDetail, EmbedEventName, EventCallback, GivenOptions } from '../../loader/embed-api';

/*
 * The package's public types, named for partners. Each is the hosted loader's own type or the
 * widget's payload type (widget-events.ts, from the zod schemas in embed-events.ts); the package
 * build turns the zod-derived payloads into plain declarations, so partners need no zod.
 */
export type { EmbedTheme as PrintshopTheme } from '../../embed/embed-types';
export type {
  AddedDetail,
  BasketUpdatedDetail,
  DoneDetail,
  ErrorDetail,
  OrderDetail,
  PriceDetail,
  ReadyDetail,
  StepDetail,
  UploadProgressDetail,
  WidgetEventMap,
  WidgetEventName,
} from '../../../shared/api/widget-events';
export type { EmbedSettings };
export type { EmbedEventDetail, EmbedEventName, EventCallback };

/** window.PrintshopConfigurator once the loader is there: mount, unmount, on, scan (EMBEDDING.md, "Global API"). */
export type PrintshopApi = EmbedApi;

/** Options of mount(): any attribute as an option (productId, language, embedded, settings, theme) and this widget's callbacks. */
export type PrintshopMountOptions = Omit<GivenOptions, 'settings' | 'shopBase'> & {
  /** Embedded mode's instruction, design and printdata (data-settings as an object). */
  settings?: EmbedSettings;
};

declare global {
  interface Window {
    PrintshopConfigurator?: PrintshopApi;
  }
}
