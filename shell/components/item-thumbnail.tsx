import './item-thumbnail.css';
import { THUMBNAIL_FORMATS, thumbnailInFormat } from '../../shared/api/design-thumbnail-formats';
import { pictureById } from '../../shared/domain/product-pictures/picture-catalogue';
import { pictureUrl } from '../../shared/domain/product-pictures/picture-files';

/**
 * The server-rendered thumbnail of an item's design: what will be printed (crop, rotation, collage
 * cells, edge), never cropped again here (contain). AVIF or WebP where the browser takes them, the
 * JPEG else (each its own URL). Its size is fixed, so nothing shifts while it loads. An item
 * without a design (a gift voucher) shows its product picture (`pictureId`) in the same frame;
 * the line's text names the item, so both are decorative.
 */
export function ItemThumbnail({
  url,
  pictureId = null,
  size = 96,
  className,
}: {
  url: string | null;
  pictureId?: string | null;
  size?: number;
  className?: string;
}) {
  const classes = ['item-thumbnail', className].filter(Boolean).join(' ');
  const picture = url === null && pictureId !== null ? pictureById(pictureId) : undefined;
  // The product pictures' smallest width (400 px) is sharp in the frame at twice its size.
  const inFormat = (format: keyof typeof THUMBNAIL_FORMATS) => (picture ? pictureUrl(picture, 400, format) : thumbnailInFormat(url ?? '', format));
  return url !== null || picture ? (
    <picture className="item-thumbnail-picture">
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={THUMBNAIL_FORMATS[format]} srcSet={inFormat(format)} />
      ))}
      <img className={classes} src={inFormat('jpg')} alt="" width={size} height={size} loading="lazy" decoding="async" data-testid="item-thumbnail" />
    </picture>
  ) : (
    <span className={classes} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
