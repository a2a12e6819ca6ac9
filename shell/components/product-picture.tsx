import { preload } from 'react-dom';
import { useIntl } from '../../ui/intl/intl-provider';
import type { MessageKey } from '../../shared/i18n/messages';
import type { PictureDescription } from '../../shared/domain/product-pictures/picture-catalogue';
import { pictureHeight, pictureSrcSet, pictureUrl } from '../../shared/domain/product-pictures/picture-files';

/** How the picture is loaded: `lcp` is the page's largest element (preloaded, high priority), `eager` is above the fold, `lazy` below. */
export type PictureLoading = 'lcp' | 'eager' | 'lazy';

/**
 * A product picture (shared/domain/product-pictures) in AVIF, WebP and JPEG at every width: the
 * <picture> element lets the browser pick the format, so each URL is one file and caches need no
 * Vary. width and height give the box its 4:3 shape before a byte arrives, so nothing shifts.
 */
export function ProductPicture({
  picture,
  sizes,
  loading,
  className,
  decorative = false,
}: {
  picture: PictureDescription;
  sizes: string;
  loading: PictureLoading;
  className?: string;
  /** Next to text that already names the product (a menu link): screen readers skip it. */
  decorative?: boolean;
}) {
  const intl = useIntl();
  if (loading === 'lcp') {
    // React puts this into the server-rendered <head>: the download starts before the body is parsed.
    // Browsers that take a <picture>'s AVIF source are the ones that honour a typed preload.
    preload(pictureUrl(picture, 800, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: pictureSrcSet(picture, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={className ? `product-picture ${className}` : 'product-picture'}>
      <source type="image/avif" srcSet={pictureSrcSet(picture, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(picture, 'webp')} sizes={sizes} />
      <img
        src={pictureUrl(picture, 800, 'jpg')}
        srcSet={pictureSrcSet(picture, 'jpg')}
        sizes={sizes}
        width={800}
        height={pictureHeight(800)}
        alt={decorative ? '' : intl.formatMessage({ id: `picture.alt.${picture.id}` as MessageKey })}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'lcp' ? 'high' : undefined}
        decoding={loading === 'lazy' ? 'async' : undefined}
      />
    </picture>
  );
}
