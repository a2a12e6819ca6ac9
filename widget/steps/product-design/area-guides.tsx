import { Group, Rect } from 'react-konva';
import type { AreaGeometry } from '../../../shared/domain';

/**
 * What the visitor must see to design well: the bleed that is cut away (outermost band), the edge
 * that wraps round the frame (next band) and the visible front (dashed). Drawn over the images,
 * never catching the pointer.
 */
export function AreaGuides({ geometry, trim, ppm }: { geometry: AreaGeometry; trim: number; ppm: number }) {
  const { full, margin } = geometry;
  const W = full.width * ppm;
  const H = full.height * ppm;
  const band = (inset: number, thickness: number, fill: string, key: string) => {
    const i = inset * ppm;
    const t = thickness * ppm;
    if (t <= 0) return null;
    return (
      <Group key={key} listening={false}>
        <Rect x={i} y={i} width={W - 2 * i} height={t} fill={fill} />
        <Rect x={i} y={H - i - t} width={W - 2 * i} height={t} fill={fill} />
        <Rect x={i} y={i + t} width={t} height={H - 2 * i - 2 * t} fill={fill} />
        <Rect x={W - i - t} y={i + t} width={t} height={H - 2 * i - 2 * t} fill={fill} />
      </Group>
    );
  };
  return (
    <Group listening={false}>
      {band(0, trim, 'rgba(180, 35, 24, 0.45)', 'bleed')}
      {band(trim, margin - trim, 'rgba(31, 35, 40, 0.35)', 'wrap')}
      <Rect
        x={margin * ppm}
        y={margin * ppm}
        width={(full.width - 2 * margin) * ppm}
        height={(full.height - 2 * margin) * ppm}
        stroke="#fff"
        strokeWidth={1}
        dash={[6, 4]}
      />
    </Group>
  );
}
