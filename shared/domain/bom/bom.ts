import type { Resource } from '../product/product-schema';
import type { AreaMeasures } from '../print-area/measures';
import { mm } from '../units/units';
import { stretcherFrameBars, type FrameBar } from './stretcher-frame';

/*
 * Bill of materials for ONE piece (the instruction carries the quantity), from the product's
 * resources followed by those the chosen options add, measured on the first print area:
 *   piece -> quantity (unit 'piece'); surface / fullsurface -> quantity x m² ('m2');
 *   perimeter -> quantity x metres of the front's perimeter ('m');
 *   frame -> stretcher bars (see stretcher-frame.ts), quantity = total bar length in metres ('m'),
 *   each bar count multiplied by the resource quantity.
 */

export interface BomLine {
  readonly resourceId: string;
  readonly name: string;
  readonly type: string;
  readonly sizeType: Resource['productionResource']['sizeType'];
  readonly quantity: number;
  readonly unit: 'piece' | 'm2' | 'm';
  /** Only for sizeType 'frame'. */
  readonly bars?: readonly FrameBar[];
}

export function bomLine(resource: Resource, measures: AreaMeasures): BomLine {
  const { quantity, productionResource: r } = resource;
  const head = { resourceId: r.id, name: r.name, type: r.type, sizeType: r.sizeType };
  switch (r.sizeType) {
    case 'piece':
      return { ...head, quantity, unit: 'piece' };
    case 'surface':
      return { ...head, quantity: quantity * measures.surface, unit: 'm2' };
    case 'fullsurface':
      return { ...head, quantity: quantity * measures.fullsurface, unit: 'm2' };
    case 'perimeter':
      return { ...head, quantity: (quantity * measures.perimeter) / 1000, unit: 'm' };
    case 'frame': {
      const bars = stretcherFrameBars(measures.fullLength, measures.fullWidth, r.canvasFrameGridDistance).map((bar) => ({
        ...bar,
        count: bar.count * quantity,
      }));
      const totalMm = bars.reduce((sum, bar) => sum + bar.lengthMm * bar.count, 0);
      return { ...head, quantity: mm(totalMm) / 1000, unit: 'm', bars };
    }
  }
}

export function billOfMaterials(resources: readonly Resource[], measures: AreaMeasures): BomLine[] {
  return resources.map((resource) => bomLine(resource, measures));
}
