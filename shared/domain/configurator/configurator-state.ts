import type { Configuration, PrintArea, Product } from '../product/product-schema';
import type { BomLine } from '../bom/bom';
import type { CheckError } from '../check/check-errors';
import type { CheckResult } from '../check/check-configuration';
import type { InstructionConfiguration } from '../configuration/chosen-option';
import type { DesignStyle } from '../design/design-style';
import type { Design, ImageOrig, Printdata } from '../design/design-types';
import type { Detail } from '../details/details';
import { zeroPrice, type Price } from '../pricing/price';
import type { ShippingQuote } from '../shipping/shipping';

/*
 * The configurator state of spec section 3 and what the reducers need from outside. The reducers
 * (the other files of this folder) are pure: (state, input, env) -> new state. The widget's jotai
 * atoms hold the state and call them; the clock and the logger come in through `env`.
 */

export const INSTRUCTION_VERSION = 2;
export const DEFAULT_QUANTITY = 1;

/** What production needs; stored with the basket item. */
export interface Instruction {
  readonly version: typeof INSTRUCTION_VERSION;
  readonly configuration: InstructionConfiguration;
  readonly printAreas: readonly PrintArea[];
  readonly customerDetails: readonly Detail[];
  readonly adminDetails: readonly Detail[];
  readonly bom: readonly BomLine[];
  readonly minProductionTime: number;
  readonly maxProductionTime: number;
}

/** A template offered by GET api/config/templates; its shape is the server's. */
export type Template = Readonly<Record<string, unknown>>;

export interface ConfiguratorState {
  readonly designStyle: DesignStyle;
  readonly basketItemId: string | null;
  readonly product: Product | null;
  readonly instruction: Instruction;
  readonly design: Design;
  readonly printdata: Printdata;
  readonly quantity: number;
  readonly price: Price;
  readonly bom: readonly BomLine[];
  readonly imagesSelected: readonly ImageOrig[];
  readonly templates: readonly Template[];
  readonly shippingOptions: readonly ShippingQuote[];
  readonly embeddedMode: boolean;
  /** The last check's errors (the UI words them; see check-errors.ts). */
  readonly errors: readonly CheckError[];
}

export interface BasketItem {
  readonly id?: string | null;
  readonly instruction: Instruction;
  readonly design: Design;
  readonly printdata: Printdata;
  readonly quantity: number;
}

export interface ConfiguratorLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, error: unknown): void;
}

export type CheckFunction = (product: Product, configuration: Configuration, quantity: number, today: Date) => CheckResult;

export interface ConfiguratorEnv {
  readonly today: Date;
  readonly logger: ConfiguratorLogger;
  /** Defaults to checkConfiguration; injectable for tests and for a server-side check. */
  readonly check?: CheckFunction;
}

export function emptyInstruction(): Instruction {
  return {
    version: INSTRUCTION_VERSION,
    configuration: {},
    printAreas: [],
    customerDetails: [],
    adminDetails: [],
    bom: [],
    minProductionTime: 0,
    maxProductionTime: 0,
  };
}

export function initialConfiguratorState(): ConfiguratorState {
  return {
    designStyle: 'noImage',
    basketItemId: null,
    product: null,
    instruction: emptyInstruction(),
    design: {},
    printdata: {},
    quantity: DEFAULT_QUANTITY,
    price: zeroPrice(DEFAULT_QUANTITY),
    bom: [],
    imagesSelected: [],
    templates: [],
    shippingOptions: [],
    embeddedMode: false,
    errors: [],
  };
}

/** A complete version-2 instruction from a possibly partial or older one (missing parts empty). */
export function normalizeInstruction(partial: Partial<Instruction> | null | undefined): Instruction {
  const empty = emptyInstruction();
  return {
    version: INSTRUCTION_VERSION,
    configuration: partial?.configuration ?? empty.configuration,
    printAreas: partial?.printAreas ?? empty.printAreas,
    customerDetails: partial?.customerDetails ?? empty.customerDetails,
    adminDetails: partial?.adminDetails ?? empty.adminDetails,
    bom: partial?.bom ?? empty.bom,
    minProductionTime: partial?.minProductionTime ?? empty.minProductionTime,
    maxProductionTime: partial?.maxProductionTime ?? empty.maxProductionTime,
  };
}
