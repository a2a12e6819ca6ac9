import type { PreflightCheck } from '../../../../shared/api/preflight';
import { type PrintAreaDesign, REFUSE_BELOW_DPI, imageQuality, isImageItem, placementDpi } from '../../../../shared/domain';

/**
 * The effective resolution of every placed image, per cell at the zoom the shopper chose (the
 * order item's design, which the print raster follows): below the refusal limit only with the
 * shopper's consent to the low quality.
 */
export function resolutionChecks(design: PrintAreaDesign, page: number, qualityConfirmed: boolean): PreflightCheck[] {
  return design.items.filter(isImageItem).map((item, index) => {
    const dpi = placementDpi(item.specs.placement);
    const quality = imageQuality(dpi);
    return {
      id: 'resolution',
      ok: quality !== 'refuse' || qualityConfirmed,
      values: { page, cell: index + 1, dpi: Math.floor(dpi), minimum: REFUSE_BELOW_DPI, quality, confirmed: String(qualityConfirmed) },
    };
  });
}
