import { createContext, type ReactNode, type Ref, useContext, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { Container } from 'konva/lib/Container';
import type { Node } from 'konva/lib/Node';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Rect as KonvaRect } from 'konva/lib/shapes/Rect';
import { Transformer as KonvaTransformer } from 'konva/lib/shapes/Transformer';
import { Konva } from './konva-core';

/*
 * The components of react-konva the design step and the text tool draw with (Stage, Layer, Group,
 * Rect, Image, Shape, Transformer), without react-konva's own React
 * renderer: react-reconciler alone is ~40 kB gzip of the design step's load, more than the step's own
 * code. The widget's and the shell's browser builds point `react-konva` here (vite.widget.config.ts,
 * vite.shell.config.ts); the code keeps importing react-konva and its types.
 *
 * Each node is made once and kept in step with its props as react-konva does without its strict mode:
 * only props that changed are set, so a node the shopper dragged stays where it was dropped until a
 * prop moves it. The order of the nodes under a parent (what draws over what) is React's: each
 * component renders an empty element into a hidden tree that React DOM keeps in order, and a node's
 * index among its parent's children is its element's.
 */

type Props = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

const ParentNode = createContext<Container | null>(null);
const nodeOfElement = new WeakMap<Element, Node>();

/** Puts each child node of `parent` at the index its element has under `element`. */
function orderChildren(parent: Container, element: Element): void {
  let index = 0;
  for (const child of element.children) {
    const node = nodeOfElement.get(child);
    if (node?.getParent() !== parent) continue;
    if (node.zIndex() !== index) node.zIndex(index);
    index += 1;
  }
}

const isEvent = (key: string) => key.length > 2 && key.startsWith('on') && key[2] === key[2]?.toUpperCase();
/** react-konva's names: onDblTap listens to 'dbltap', onTransformEnd to 'transformend'. */
const eventName = (key: string) => `${key.slice(2).toLowerCase()}.react`;

/** Sets the props that changed since the last render, and listens to the events named by on* props (the latest handler is called). */
function useProps(node: Node | null, props: Props): void {
  const latest = useRef(props);
  const applied = useRef<Props>({});
  useLayoutEffect(() => {
    latest.current = props;
    if (!node) return;
    const before = applied.current;
    const changes: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(props)])) {
      if (key === 'children' || key === 'ref' || before[key] === props[key]) continue;
      if (!isEvent(key)) changes[key] = props[key];
      else if (!(key in before)) node.on(eventName(key), (event) => (latest.current[key] as ((e: unknown) => void) | undefined)?.(event));
      else if (!(key in props)) node.off(eventName(key));
    }
    applied.current = props;
    if (Object.keys(changes).length === 0) return;
    node.setAttrs(changes);
    node.getLayer()?.batchDraw();
  });
}

/** A node of class `make` under the nearest parent node, in React's order, with its children (if a container) under it. */
function KonvaNode({ make, props, container }: { make: () => Node; props: Props; container: boolean }) {
  const parent = useContext(ParentNode);
  const [node] = useState(make);
  const element = useRef<HTMLSpanElement>(null);
  useImperativeHandle(props.ref, () => node, [node]);
  useProps(node, props);
  useLayoutEffect(() => {
    const own = element.current;
    if (!own || !parent) return;
    nodeOfElement.set(own, node);
    parent.add(node as never);
    orderChildren(parent, own.parentElement ?? own);
    node.getLayer()?.batchDraw();
    return () => {
      const layer = node.getLayer();
      node.remove();
      layer?.batchDraw();
      // Destroyed (a shape leaves Konva's hit registry) unless put back at once, as StrictMode's second mount does.
      queueMicrotask(() => node.getParent() || node.destroy());
    };
  }, [parent, node]);
  // Children that came or went, or moved, without this node's own props changing.
  useLayoutEffect(() => {
    if (container && element.current) orderChildren(node as Container, element.current);
  });
  return <span ref={element}>{container && <ParentNode.Provider value={node as Container}>{props.children}</ParentNode.Provider>}</span>;
}

/** A component for node class `Class`, as react-konva's of that name. */
export function nodeComponent(Class: new () => Node, container = false) {
  return function Component(props: Props) {
    return <KonvaNode make={() => new Class()} props={props} container={container} />;
  };
}

export const Layer = nodeComponent(Konva.Layer, true);
export const Group = nodeComponent(Konva.Group, true);
export const Shape = nodeComponent(Konva.Shape);
export const Rect = nodeComponent(KonvaRect);
export const Image = nodeComponent(KonvaImage);
export const Transformer = nodeComponent(KonvaTransformer);

/** The stage in a div of its own, with its layers. */
export function Stage(props: Props) {
  const { width, height } = props;
  const box = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<InstanceType<typeof Konva.Stage> | null>(null);
  useLayoutEffect(() => {
    if (!box.current) return;
    const made = new Konva.Stage({ container: box.current, width: Number(width), height: Number(height) });
    setStage(made);
    return () => {
      made.destroy();
    };
    // The stage is made once; its size follows in useProps.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useImperativeHandle(props.ref, () => stage, [stage]);
  useProps(stage, props);
  const layers = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (stage && layers.current) orderChildren(stage, layers.current);
  });
  // Konva empties the div it draws in: the hidden tree lies beside it.
  return (
    <>
      <div ref={box} />
      <div ref={layers} hidden>
        {stage && <ParentNode.Provider value={stage}>{props.children}</ParentNode.Provider>}
      </div>
    </>
  );
}
