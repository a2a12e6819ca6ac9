import { createContext } from 'react';
import type { WidgetEventMap, WidgetEventName } from '../../shared/api/widget-events';

/** Raises one of the widget's events for its host page (widget/embed/host-emitter.ts). */
export type EmitHostEvent = <N extends WidgetEventName>(name: N, detail: WidgetEventMap[N]) => void;

/** The embed's emitter, for the steps that raise events; none in the shop's own configurator route. */
export const HostEventsContext = createContext<EmitHostEvent | undefined>(undefined);
