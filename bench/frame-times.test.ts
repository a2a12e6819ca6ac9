import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frameWork } from './frame-times';

/*
 * preview-zoom-drag.trace.json: a slice of a recorded trace of bench/preview-redraw.ts (object view,
 * 4x CPU on a busy host, 2026-11-29): four zoom clicks and the start of a drag, the renderer's
 * frames, the preview's measures, the action marks, and the main thread's events of 0.2 ms and more.
 */
const fixture = JSON.parse(readFileSync(new URL('fixtures/preview-zoom-drag.trace.json', import.meta.url), 'utf8')) as {
  traceEvents: Record<string, unknown>[];
};
const MAIN = { pid: 1124, tid: 1124 };
const RASTER = { pid: 1124, tid: 1130 };

const work = (extra: Record<string, unknown>[] = []) => frameWork(JSON.stringify({ traceEvents: [...fixture.traceEvents, ...extra] }), 'preview-draw-object');
const ms = (value: number) => Math.round(value * 1000) / 1000;

describe('frameWork on a recorded trace', () => {
  it('finds each redrawn frame once, with its full time and the action it belongs to', () => {
    const frames = work();
    expect(frames.map((f) => f.action)).toEqual(['zoom', 'zoom', 'zoom', 'zoom', 'drag', 'drag', 'drag', 'drag', 'drag', 'drag', 'drag']);
    // Begin to end of the renderer's PipelineReporter slices, as read off the trace.
    expect(frames.slice(0, 3).map((f) => f.frame)).toEqual([251.855, 268.977, 160.807]);
  });

  it("counts the main thread's own work of each frame, nested events once", () => {
    const frames = work();
    expect(frames.map((f) => ms(f.own))).toEqual([123.916, 99.027, 99.758, 41.326, 52.222, 18.368, 34.874, 43.086, 23.335, 8.092, 9.303]);
    for (const f of frames) expect(f.own).toBeGreaterThan(0);
  });
});

const us = (msValue: number) => msValue * 1000;

describe('frameWork on a made-up trace', () => {
  const page = { args: { data: { url: 'http://shop/app/a.js' } } };
  const x = (name: string, from: number, to: number, where = MAIN, extra = {}) => ({ name, ph: 'X', ...where, ts: us(from), dur: us(to - from), ...extra });
  const slice = (name: string, id: string, from: number, to: number, args?: object) => [
    { name, ph: 'b', ...MAIN, id2: { local: id }, ts: us(from), ...(args && { args }) },
    { name, ph: 'e', ...MAIN, id2: { local: id }, ts: us(to) },
  ];
  const presented = { frame_reporter: { state: 'STATE_PRESENTED_ALL' } };
  const trace = {
    traceEvents: [
      { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'action:zoom', ph: 'I', ...MAIN, ts: us(1) },
      ...slice('PipelineReporter', 'f1', 2, 20, presented),
      // A forked reporter of the same frame ends with it.
      ...slice('PipelineReporter', 'f1b', 2, 20, presented),
      ...slice('PipelineReporter', 'f2', 30, 50, presented),
      ...slice('preview-draw-object', 'm1', 6, 7),
      ...slice('preview-draw-object', 'm2', 32, 33),
      x('FunctionCall', 5, 8, MAIN, { ...page, tdur: us(2) }),
      // Between the frames (a click's render): the second frame's; the layout inside it counts once.
      x('FunctionCall', 21, 25, MAIN, { ...page, tdur: us(1.5) }),
      x('Layout', 22, 23, MAIN, { tdur: us(0.5) }),
      // The driver's injected script (no URL) and what runs inside it: not the page's.
      x('FunctionCall', 26, 28, MAIN, { args: { data: { url: '' } } }),
      x('FunctionCall', 26.5, 27.5, MAIN, page),
      x('UpdateLayoutTree', 31, 33, MAIN, { tdur: us(1) }),
      // A raster thread's paint, and the task around the frame (it holds the commit's readback).
      x('Paint', 31, 40, RASTER),
      x('RunTask', 20, 50),
    ],
  };

  it("counts each frame's own work on the main thread since the frame before", () => {
    expect(frameWork(JSON.stringify(trace), 'preview-draw-object')).toEqual([
      { frame: 18, own: 3, cpu: 2, action: 'zoom' },
      { frame: 20, own: 6, cpu: 2.5, action: 'zoom' },
    ]);
  });

  it('gives a measure in a frame that presented nothing to the first presented frame after it', () => {
    const quiet = { frame_reporter: { state: 'STATE_NO_UPDATE_DESIRED' } };
    const late = {
      traceEvents: [
        trace.traceEvents[0]!,
        { name: 'action:zoom', ph: 'I', ...MAIN, ts: us(1) },
        ...slice('PipelineReporter', 'f1', 2, 20, quiet),
        ...slice('PipelineReporter', 'f2', 18, 40, presented),
        ...slice('preview-draw-object', 'm1', 6, 7),
        x('FunctionCall', 5, 8, MAIN, { ...page, tdur: us(2) }),
      ],
    };
    expect(frameWork(JSON.stringify(late), 'preview-draw-object')).toEqual([{ frame: 22, own: 3, cpu: 2, action: 'zoom' }]);
  });
});
