/*
 * A frame's full time from a Chrome trace: from the start of the frame (where Chrome hands the
 * page the pointer moves it gathered, and runs its animation frame callbacks) to the moment the
 * compositor presented it, as Chrome's own frame reporter ("PipelineReporter", category
 * `benchmark`) records it: the page's script, style, layout, paint, the commit (where, without a
 * GPU, the WebGL canvas is read back for the software compositor), the GPU's work and the display.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { frame_reporter?: { state?: string } };
}

/** The trace categories `frameTimes` reads. */
export const FRAME_TRACE_CATEGORIES = ['benchmark', 'blink.user_timing'];

/** Begin and end (µs) of the async slices named `name`, paired by process and id. */
function slices(events: readonly TraceEvent[], name: string): { begin: TraceEvent; end: number }[] {
  const open = new Map<string, TraceEvent>();
  const found: { begin: TraceEvent; end: number }[] = [];
  for (const event of events) {
    if (event.name !== name || (event.ph !== 'b' && event.ph !== 'e')) continue;
    const key = `${event.pid} ${event.id ?? JSON.stringify(event.id2)}`;
    const begin = open.get(key);
    if (event.ph === 'b') open.set(key, event);
    else if (begin) {
      open.delete(key);
      found.push({ begin, end: event.ts });
    }
  }
  return found;
}

/**
 * The times (ms) of the presented frames in which the page made a `measure` (a performance.measure
 * of that name, started in the frame's animation frame callback): each frame the one that began
 * last before the measure started.
 */
export function frameTimes(trace: Buffer, measure: string): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = (Array.isArray(parsed) ? parsed : parsed.traceEvents).toSorted((a, b) => a.ts - b.ts);
  const frames = slices(events, 'PipelineReporter').filter(({ begin }) => begin.args?.frame_reporter?.state === 'STATE_PRESENTED_ALL');
  const times = new Map<(typeof frames)[number], number>();
  for (const { begin } of slices(events, measure)) {
    const frame = frames.filter((f) => f.begin.ts <= begin.ts && begin.ts <= f.end).at(-1);
    if (frame) times.set(frame, (frame.end - frame.begin.ts) / 1000);
  }
  return [...times.values()];
}
