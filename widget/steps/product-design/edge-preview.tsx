import { Group, Rect } from 'react-konva';
import { edgeBands, edgeOf, type ImageItem, type PrintArea, type PrintAreaDesign } from '../../../shared/domain';
import { PlacedImage } from './placed-image';

const noop = () => undefined;

/**
 * The chosen edge drawn into the side bands, as the print file will have it (server/features/
 * production): each band shows the front strip beside it mirrored about the fold, or the colour.
 * Konva clips in the group's own coordinates, so clipping to the source strip and mirroring the
 * group about the fold puts exactly that strip into the band.
 */
export function EdgePreview({ area, design, items, ppm }: { area: PrintArea; design: PrintAreaDesign; items: readonly ImageItem[]; ppm: number }) {
  const edge = edgeOf(design.edge);
  if (edge.mode === 'wrap') return null;
  return (
    <Group listening={false}>
      {edgeBands(area).map(({ band, source, flipX, flipY }) => {
        const key = `${band.x}-${band.y}`;
        if (edge.mode === 'colour') {
          return <Rect key={key} x={band.x * ppm} y={band.y * ppm} width={band.width * ppm} height={band.height * ppm} fill={edge.colour} />;
        }
        const foldX = band.x < source.x ? source.x : band.x;
        const foldY = band.y < source.y ? source.y : band.y;
        return (
          <Group
            key={key}
            x={flipX ? 2 * foldX * ppm : 0}
            y={flipY ? 2 * foldY * ppm : 0}
            scaleX={flipX ? -1 : 1}
            scaleY={flipY ? -1 : 1}
            clipX={source.x * ppm}
            clipY={source.y * ppm}
            clipWidth={source.width * ppm}
            clipHeight={source.height * ppm}
          >
            {items.map((item, i) => (
              <PlacedImage
                key={`${item.specs.orig.id}-${i}`}
                item={item}
                placement={item.specs.placement}
                ppm={ppm}
                selected={false}
                draggable={false}
                onSelect={noop}
                onDragEnd={noop}
              />
            ))}
          </Group>
        );
      })}
    </Group>
  );
}
