/*
 * Konva's core without animations and tweens (Animation, Tween, Easings, FastLayer), which the
 * widget does not use: the widget build points `konva/lib/Core.js` here (vite.widget.config.ts),
 * about 3.5 kB gzip less. Nodes register themselves by class name when imported; react-konva finds
 * them so (Konva[type]).
 */
import { Canvas } from 'konva/lib/Canvas';
import { Container } from 'konva/lib/Container';
import { Context } from 'konva/lib/Context';
import { DD } from 'konva/lib/DragAndDrop';
import { Konva as Global } from 'konva/lib/Global';
import { Group } from 'konva/lib/Group';
import { Layer } from 'konva/lib/Layer';
import { Node } from 'konva/lib/Node';
import { Shape, shapes } from 'konva/lib/Shape';
import { Stage, stages } from 'konva/lib/Stage';
import { Transform, Util } from 'konva/lib/Util';

export const Konva = Object.assign(Global, { Util, Transform, Node, Container, Stage, stages, Layer, Group, DD, Shape, shapes, Context, Canvas });
export default Konva;
