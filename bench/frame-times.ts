/*
 * A frame's full time from a Chrome trace: from the start of the frame (where Chrome hands the
 * page the pointer moves it gathered, and runs its animation frame callbacks) to the moment the
 * compositor presented it, as Chrome's own frame reporter ("PipelineReporter", category
 * `benchmark`) records it: the page's script, style, layout, paint, the commit (where, without a
 * GPU, the WebGL canvas is read back for the software compositor), the GPU's work and the display.
 *
 * And the page's own share of it: the work on the renderer's main thread (CrRendererMain) that the
 * frame presents (script, style, layout, layer tree, paint record), without the raster threads, the
 * GPU process or the commit's readback, which a phone's GPU does and SwiftShader here does on the CPU.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): without the time a busy host kept the thread off the CPU (Chrome's CPU throttling counts in it). */
  tdur?: number;
  pid: number;
  tid?: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { frame_reporter?: { state?: string }; name?: string; data?: { url?: string } };
}

/** The trace categories `frameWork` reads. */
export const FRAME_TRACE_CATEGORIES = ['benchmark', 'blink.user_timing', 'devtools.timeline', 'v8', '__metadata'];

/**
 * The main thread's events that are the page's own work: its script (a call into a script of the
 * page's, with its URL), the garbage collector, style, layout, layer tree and paint record. Nested
 * ones count once: their union is taken. Not the task wrappers (RunTask), which hold the commit and
 * its readback too, and not what the bench's driver runs in the page (Playwright's injected script
 * has no URL; its checks before a click read layout), nor what runs inside it.
 */
const RENDERING = new Set(['MinorGC', 'MajorGC', 'UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'PrePaint', 'Layerize', 'UpdateLayerTree', 'Paint']);
const SCRIPT = new Set(['FunctionCall', 'EvaluateScript']);

/** Begin and end (µs) of the async slices named `name`, paired by process and id. */
function slices(events: readonly TraceEvent[], name: (event: TraceEvent) => boolean): { begin: TraceEvent; end: number }[] {
  const open = new Map<string, TraceEvent>();
  const found: { begin: TraceEvent; end: number }[] = [];
  for (const event of events) {
    if (!name(event) || (event.ph !== 'b' && event.ph !== 'e')) continue;
    const key = `${event.name} ${event.pid} ${event.id ?? JSON.stringify(event.id2)}`;
    const begin = open.get(key);
    if (event.ph === 'b') open.set(key, event);
    else if (begin) {
      open.delete(key);
      found.push({ begin, end: event.ts });
    }
  }
  return found;
}

/** The spans [start, end, cpu] (µs) of the page's own work on the main thread of `pid`, merged where they nest, with the thread's CPU time in them. */
function ownWork(events: readonly TraceEvent[], pid: number): [number, number, number][] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error(`no CrRendererMain in process ${pid} of the trace`);
  const spans: [number, number, number][] = [];
  const driver: [number, number, number][] = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== main.tid || event.ph !== 'X') continue;
    const span: [number, number, number] = [event.ts, event.ts + (event.dur ?? 0), event.tdur ?? 0];
    if (SCRIPT.has(event.name)) (event.args?.data?.url ? spans : driver).push(span);
    else if (RENDERING.has(event.name)) spans.push(span);
  }
  const inDriver = ([start, end]: [number, number, number]) => driver.some(([from, to]) => from <= start && end <= to);
  const merged: [number, number, number][] = [];
  // Events on one thread nest: one that starts inside the span before is part of it, its CPU time already counted.
  for (const [start, end, cpu] of spans.filter((span) => !inDriver(span)).toSorted((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end, cpu]);
  }
  return merged;
}

/** A presented frame in which the page made the measure: its full time and the page's own main-thread work (ms). */
export interface FrameWork {
  frame: number;
  own: number;
  /**
   * The thread's CPU time in that work (ms): on a busy host, where the other processes stretch
   * `own`, it is near what a quiet host's `own` would be (Chrome's CPU throttling runs on the thread).
   */
  cpu: number;
  /** The last mark named `action:<name>` the page made before the frame began (bench/preview-redraw.ts marks each action), or null. */
  action: string | null;
}

function parse(trace: Buffer | string): TraceEvent[] {
  const parsed = JSON.parse(trace.toString()) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return (Array.isArray(parsed) ? parsed : parsed.traceEvents).toSorted((a, b) => a.ts - b.ts);
}

/**
 * The presented frames in which the page made a `measure` (a performance.measure of that name,
 * started in the frame's animation frame callback): each frame the one that began last before the
 * measure started, or where no presented frame holds it, the first presented after it. Its own work is the main thread's work that ended after the presented frame
 * before it and before this one's end: a click's render, done before the frame began, is the
 * frame's too.
 */
export function frameWork(trace: Buffer | string, measure: string): FrameWork[] {
  const events = parse(trace);
  const measures = slices(events, (e) => e.name === measure);
  const pid = measures[0]?.begin.pid;
  if (pid === undefined) return [];
  const frames = slices(events, (e) => e.name === 'PipelineReporter')
    // The page's renderer's frames: the browser's own (its UI) end beside them.
    .filter(({ begin }) => begin.pid === pid && begin.args?.frame_reporter?.state === 'STATE_PRESENTED_ALL')
    .toSorted((a, b) => a.end - b.end);
  const marks = events.filter((e) => e.pid === pid && e.name.startsWith('action:') && e.ph !== 'e');
  const work = ownWork(events, pid);
  const found = new Map<(typeof frames)[number], FrameWork>();
  for (const { begin } of measures) {
    // Chrome may report the frame the measure ran in as wanting no update (its canvas reached the
    // compositor in the next): the first presented frame that ends after it shows the drawing then.
    const frame = frames.filter((f) => f.begin.ts <= begin.ts && begin.ts <= f.end).at(-1) ?? frames.find((f) => f.end > begin.ts);
    if (!frame || found.has(frame)) continue;
    // Forked reporters of one frame end with it: the one before is the last that ended earlier.
    const previous = frames.findLast((f) => f.end < frame.end)?.end ?? -Infinity;
    const mine = work.filter(([, end]) => end > previous && end <= frame.end);
    const own = mine.reduce((sum, [start, end]) => sum + end - Math.max(start, previous), 0);
    const cpu = mine.reduce((sum, [, , time]) => sum + time, 0);
    const action = marks.findLast((m) => m.ts <= frame.begin.ts)?.name.slice('action:'.length) ?? null;
    found.set(frame, { frame: (frame.end - frame.begin.ts) / 1000, own: own / 1000, cpu: cpu / 1000, action });
  }
  return [...found.values()];
}
