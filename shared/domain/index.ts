/*
 * The public API of the pure domain core. Everything here is data in, data out: no DOM, no Node
 * API, no I/O, no clock (callers pass `today`), and no function changes what it was handed.
 */

export * from './product/product-schema';

export type { Mm, Rappen, Px } from './units/units';
export { mm, cmToMm, chfToRappen, rappenToChf, MM_PER_INCH } from './units/units';
export { zurichDate, isWithinZurichDays, type IsoDate } from './calendar/zurich-date';
export { expectedDelivery } from './calendar/working-days';

export type {
  CheckError,
  CheckErrorCode,
  LimitError,
  LimitErrorCode,
  InvalidAttributeError,
  InvalidOptionError,
  InvalidQuantityError,
  InvalidMeasureError,
  MeasureUnit,
} from './check/check-errors';
export { checkConfiguration, type CheckResult } from './check/check-configuration';

export { customSizeName, toConfiguration, toConfigurationValue, type ChosenOption, type InstructionConfiguration } from './configuration/chosen-option';
export { resolveConfiguration, type Choice, type ResolvedConfiguration, type SizeChoice } from './configuration/resolve-configuration';
export { sizeAttribute, sizeOrientation } from './configuration/size-orientation';
export { sizeCounterpart } from './configuration/size-counterpart';

export { measuresOf, type AreaMeasures } from './print-area/measures';
export { modifyPrintAreas } from './print-area/print-areas';
export { checkLimits, limitValues, measureUnits } from './limits/limits';

export { makePrice, zeroPrice, type Price, type UnitPrice } from './pricing/price';
export { unitPrice, optionCosts, type UnitPriceInput } from './pricing/unit-price';
export { staticUnitPrice } from './pricing/static-price';
export { dynamicUnitPrice, bulkTier } from './pricing/dynamic-price';
export { optionDelta, optionDeltas, nextBulkOffer, type BulkOffer } from './pricing/option-delta';
export { parseDecimal, type DecimalRule, type DecimalResult } from './validation/decimal';

export { shippingQuote, shippingQuotes, exceptionApplies, type ShippingQuote } from './shipping/shipping';
export { basketShippingOptions } from './shipping/basket-shipping';

export { billOfMaterials, bomLine, type BomLine } from './bom/bom';
export { stretcherFrameBars, bracesAlong, type FrameBar } from './bom/stretcher-frame';
export { productionTime, type ProductionTime } from './production-time/production-time';
export { details, type Detail } from './details/details';

export type { Design, DesignItem, ImageOrig, PrintAreaDesign, Printdata } from './design/design-types';
export { designStyle, designStyleOf, designStyles, type DesignStyle } from './design/design-style';
export { areasMissingImage, areasNeedingImage, designSatisfies, type DesignRequirementOf } from './design/design-requirement';
export { effectiveDpi, imageQuality, WARN_BELOW_DPI, REFUSE_BELOW_DPI, type ImageQuality, type PixelSize, type MmSize } from './design/image-quality';
export { sizeQualities, type SizeQuality } from './design/size-quality';
export {
  MAX_ZOOM,
  clampPlacement,
  coverPlacement,
  cropOf,
  minCoverScale,
  moveBy,
  normalizeRotation,
  placementDpi,
  rotateTo,
  zoomAt,
  type Frame,
  type PixelCrop,
  type Placement,
} from './design/placement';
export {
  areaGeometry,
  cellsFor,
  imageDesign,
  isImageItem,
  layoutFor,
  lowestDpi,
  printdataOf,
  withPlacement,
  type AreaGeometry,
  type ChosenImage,
  type ImageItem,
  type ImageItemSpecs,
  type PlaceImage,
  type PrintdataItem,
} from './design/image-design';
export { DEFAULT_EDGE, edgeBands, edgeModes, edgeOf, hasEdge, type AreaEdge, type EdgeBand, type EdgeMode } from './design/edge';
export { layerPlan, neededSourceScale, rasterRect, sourcePoint, type LayerPlan, type PlacedImage, type RasterRect } from './design/print-mapping';
export { collageCells, collageCellsOnArea, collageLayouts, type Cell, type CollageLayout } from './design/collage';
export { COLLAGE_GAPS, DEFAULT_COLLAGE_STYLE, MAX_COLLAGE_GAP, collageStyleOf, type CollageStyle } from './design/collage-style';

export { priceList, type PriceList, type PriceListEntry, type PriceListGroup, type PriceListOrientation } from './price-list/price-list';

export {
  INSTRUCTION_VERSION,
  DEFAULT_QUANTITY,
  emptyInstruction,
  initialConfiguratorState,
  normalizeInstruction,
  type Instruction,
  type ConfiguratorState,
  type BasketItem,
  type Template,
  type ConfiguratorEnv,
  type ConfiguratorLogger,
  type CheckFunction,
} from './configurator/configurator-state';
export { chooseProduct, setConfiguration, setAttributeOption, setQuantity, currentConfiguration } from './configurator/configure';
export { loadBasketItem, cloneBasketItem, toBasketItem } from './configurator/basket-item';
export { enterEmbeddedMode, type EmbeddedSettings } from './configurator/embedded-mode';
export { setDesign, setPrintdata, setImagesSelected, setTemplates, imagesOfDesign } from './configurator/design-updates';
export { countries, isValidPostcode, postalLines, postcodeCountry, type AddressSnapshot, type Country } from './checkout/address';
export { includedVat, VAT_RATE_BP } from './checkout/vat';
export { saleVat, type SaleVat } from './checkout/sale-vat';
export { isValidQrReference, mod10RecursiveCheckDigit, qrReference } from './checkout/qr-reference';
export {
  discountActions,
  isValueCode,
  planAddVoucher,
  voucherPayments,
  voucherRefusal,
  voucherRefusals,
  type AddVoucherPlan,
  type DiscountAction,
  type VoucherRefusal,
  type VoucherRule,
  type VoucherUseContext,
} from './checkout/vouchers';
export { basketTotals, chooseShipping, type BasketTotals, type PricedLine } from './checkout/basket-totals';
