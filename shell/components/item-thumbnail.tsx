import './item-thumbnail.css';
import { THUMBNAIL_FORMATS, thumbnailInFormat } from '../../shared/api/design-thumbnail-formats';

/**
 * The server-rendered thumbnail of an item's design: what will be printed (crop, rotation, collage
 * cells, edge), never cropped again here (contain). AVIF or WebP where the browser takes them, the
 * JPEG else (each its own URL). Its size is fixed, so nothing shifts while it loads; an item
 * without an image (a voucher) keeps the empty frame.
 */
export function ItemThumbnail({ url, size = 96, className }: { url: string | null; size?: number; className?: string }) {
  const classes = ['item-thumbnail', className].filter(Boolean).join(' ');
  return url ? (
    <picture className="item-thumbnail-picture">
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={THUMBNAIL_FORMATS[format]} srcSet={thumbnailInFormat(url, format)} />
      ))}
      <img className={classes} src={url} alt="" width={size} height={size} loading="lazy" decoding="async" data-testid="item-thumbnail" />
    </picture>
  ) : (
    <span className={classes} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
