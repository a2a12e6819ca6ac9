/*
 * react-konva without Konva's full build (filters, text paths, tweens of every shape): the widget
 * build points `react-konva` here (vite.widget.config.ts). Konva finds node classes by name, so
 * every shape the widget draws must be imported below; today: Stage, Layer, Group, Shape (core), Rect, Image
 * and the text tool's Transformer.
 */
// oxlint-disable-next-line import/no-unassigned-import -- importing a shape registers it with Konva by name
import 'konva/lib/shapes/Image';
// oxlint-disable-next-line import/no-unassigned-import -- importing a shape registers it with Konva by name
import 'konva/lib/shapes/Rect';
// oxlint-disable-next-line import/no-unassigned-import -- importing a shape registers it with Konva by name
import 'konva/lib/shapes/Transformer';

export * from 'react-konva/lib/ReactKonvaCore.js';
