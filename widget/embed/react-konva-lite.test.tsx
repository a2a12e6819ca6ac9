import { act, cleanup, render } from '@testing-library/react';
import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import type { Rect as KonvaRect } from 'konva/lib/shapes/Rect';
import { type ReactNode, StrictMode, createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Layer, Rect, Stage } from './react-konva-lite';
import { Konva } from './konva-core';

// jsdom has no 2D context (docs/toolchain.md): Konva gets one whose every call does nothing, since these tests
// look at the nodes, not at pixels.
beforeAll(() => {
  const context: object = new Proxy({}, { get: (target, key) => (key in target ? target[key as never] : () => context), set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
});
afterEach(cleanup);

const layer = createRef<KonvaLayer>();
const inStage = (children: ReactNode) => (
  <Stage width={200} height={100}>
    <Layer ref={layer}>{children}</Layer>
  </Stage>
);
const names = () => layer.current?.getChildren().map((node) => node.name());
const flushMicrotasks = () => act(() => Promise.resolve());

describe('react-konva-lite', () => {
  it('sets only the props that changed, so a node moved by a drag stays until a prop moves it', () => {
    const rect = createRef<KonvaRect>();
    const { rerender } = render(inStage(<Rect ref={rect} x={1} width={10} fill="red" />));
    expect(rect.current?.x()).toBe(1);
    rect.current?.x(50);
    rerender(inStage(<Rect ref={rect} x={1} width={10} fill="blue" />));
    expect([rect.current?.x(), rect.current?.fill()]).toEqual([50, 'blue']);
    rerender(inStage(<Rect ref={rect} x={2} width={10} fill="blue" />));
    expect(rect.current?.x()).toBe(2);
  });

  it("listens to events by react-konva's names, calling the latest handler, and stops when the prop goes", () => {
    const rect = createRef<KonvaRect>();
    const [first, latest] = [vi.fn<() => void>(), vi.fn<() => void>()];
    const { rerender } = render(inStage(<Rect ref={rect} onDblTap={first} />));
    rerender(inStage(<Rect ref={rect} onDblTap={latest} />));
    rect.current?.fire('dbltap');
    expect([first.mock.calls.length, latest.mock.calls.length]).toEqual([0, 1]);
    rerender(inStage(<Rect ref={rect} />));
    rect.current?.fire('dbltap');
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it("draws the nodes in React's order, also when they change places", () => {
    const { rerender } = render(inStage(['a', 'b', 'c'].map((name) => <Rect key={name} name={name} />)));
    expect(names()).toEqual(['a', 'b', 'c']);
    rerender(inStage(['c', 'a', 'b'].map((name) => <Rect key={name} name={name} />)));
    expect(names()).toEqual(['c', 'a', 'b']);
    rerender(inStage(['c', 'd', 'b'].map((name) => <Rect key={name} name={name} />)));
    expect(names()).toEqual(['c', 'd', 'b']);
  });

  it('destroys a node whose component unmounts (it leaves the hit registry)', async () => {
    const rect = createRef<KonvaRect>();
    const { rerender } = render(inStage(<Rect ref={rect} name="gone" />));
    const node = rect.current!;
    expect(Konva.shapes[node.colorKey]).toBe(node);
    rerender(inStage(null));
    await flushMicrotasks();
    expect(layer.current?.getChildren()).toHaveLength(0);
    expect(Konva.shapes[node.colorKey]).toBeUndefined();
  });

  it("keeps one live node through StrictMode's second mount", async () => {
    const rect = createRef<KonvaRect>();
    render(<StrictMode>{inStage(<Rect ref={rect} name="kept" />)}</StrictMode>);
    await flushMicrotasks();
    const node = rect.current!;
    expect(layer.current?.getChildren()).toEqual([node]);
    expect(Konva.shapes[node.colorKey]).toBe(node);
  });
});
