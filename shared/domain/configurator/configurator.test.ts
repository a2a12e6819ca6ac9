import { describe, it, expect } from 'vitest';
import { canvas, mug } from '../test-fixtures';
import { emptyInstruction, initialConfiguratorState, type ConfiguratorEnv, type ConfiguratorState } from './configurator-state';
import { chooseProduct, setAttributeOption, setConfiguration, setQuantity } from './configure';
import { cloneBasketItem, loadBasketItem, toBasketItem } from './basket-item';
import { enterEmbeddedMode } from './embedded-mode';
import { setDesign } from './design-updates';

interface LogEntry {
  level: 'warn' | 'error';
  message: string;
  detail: unknown;
}

function testEnv(check?: ConfiguratorEnv['check']): ConfiguratorEnv & { log: LogEntry[] } {
  const log: LogEntry[] = [];
  return {
    today: new Date('2025-06-15T10:00:00Z'),
    log,
    ...(check ? { check } : {}),
    logger: {
      warn: (message, detail) => log.push({ level: 'warn', message, detail }),
      error: (message, detail) => log.push({ level: 'error', message, detail }),
    },
  };
}

const orig = (id: string) => ({ id, width: 3000, height: 2000 });
const design = { front: { items: [{ type: 'image', specs: { orig: orig('img-1') } }] } };

const dirty: ConfiguratorState = {
  ...initialConfiguratorState(),
  basketItemId: 'b-7',
  embeddedMode: true,
  quantity: 7,
  design,
  designStyle: 'oneImage',
  printdata: { front: { crop: [0, 0, 10, 10] } },
  imagesSelected: [orig('img-1')],
  templates: [{ id: 't1' }],
};

describe('choosing a product', () => {
  it('resets everything and checks the default configuration', () => {
    const env = testEnv();
    const state = chooseProduct(dirty, canvas, env);
    expect(state).toMatchObject({
      product: canvas,
      basketItemId: null,
      embeddedMode: false,
      quantity: 1,
      design: {},
      printdata: {},
      imagesSelected: [],
      designStyle: 'noImage',
      templates: [{ id: 't1' }],
      errors: [],
    });
    expect(state.instruction.version).toBe(2);
    expect(state.instruction.configuration.size).toEqual({ custom: false, id: '60x40', name: '60 x 40 cm' });
    expect(state.instruction.printAreas[0]?.specs.width).toBe(600);
    expect(state.instruction.customerDetails).toHaveLength(3);
    expect([state.instruction.minProductionTime, state.instruction.maxProductionTime]).toEqual([2, 5]);
    expect(state.price.unit).toBe(35.9);
    expect(state.bom).toBe(state.instruction.bom);
    expect(state.shippingOptions).toHaveLength(2);
    expect(env.log).toEqual([]);
  });
});

describe('changing the configuration', () => {
  const env = testEnv();
  const chosen = chooseProduct(initialConfiguratorState(), canvas, env);

  it('reruns the check for one attribute', () => {
    const state = setAttributeOption(chosen, 'size', '120x80', env);
    expect(state.price.unit).toBe(87.9);
    expect(state.shippingOptions[0]).toMatchObject({ price: 19 });
    expect(state.instruction.configuration.frame).toEqual({ custom: false, id: 'slim', name: '2 cm' });
  });

  it('keeps a custom size in the instruction and round-trips it', () => {
    const state = setAttributeOption(chosen, 'size', { custom: true, width: 50, height: 50 }, env);
    expect(state.instruction.configuration.size).toEqual({ custom: true, width: 50, height: 50, name: '50 x 50 cm' });
    expect(setQuantity(state, 2, env).price).toMatchObject({ unit: 40.9, total: 81.8 });
  });

  it('reprices on a new quantity (bulk tier from 10)', () => {
    expect(setQuantity(chosen, 10, env).price).toMatchObject({ unit: 30.9, total: 309 });
  });

  it('stores the check errors', () => {
    expect(setConfiguration(chosen, { size: 'nope' }, env).errors).toContainEqual({
      code: 'invalid attribute option',
      attributeId: 'size',
      optionId: 'nope',
    });
  });

  it('only warns when the product or the configuration is missing', () => {
    const warnEnv = testEnv();
    const empty = initialConfiguratorState();
    expect(setConfiguration(empty, { size: '60x40' }, warnEnv)).toBe(empty);
    expect(setConfiguration(chosen, null, warnEnv)).toBe(chosen);
    expect(setConfiguration(chosen, undefined, warnEnv)).toBe(chosen);
    expect(warnEnv.log.map((entry) => entry.level)).toEqual(['warn', 'warn', 'warn']);
  });

  it('when the check throws: price 0, everything emptied, the error only logged', () => {
    const failure = new Error('boom');
    const throwingEnv = testEnv(() => {
      throw failure;
    });
    const state = setAttributeOption(chosen, 'size', '30x20', throwingEnv);
    expect(state.price).toMatchObject({ unitRappen: 0, totalRappen: 0, unit: 0, total: 0 });
    expect({ ...state.instruction, configuration: {} }).toEqual(emptyInstruction());
    expect(state.instruction.configuration.size).toEqual({ custom: false, id: '30x20', name: '30x20' });
    expect(state).toMatchObject({ bom: [], shippingOptions: [] });
    expect(throwingEnv.log).toEqual([{ level: 'error', message: 'configuration check failed', detail: failure }]);
  });

  it('survives a broken product that the schema would reject', () => {
    const broken = { ...canvas, attributes: null } as unknown as typeof canvas;
    const errorEnv = testEnv();
    const state = chooseProduct(initialConfiguratorState(), broken, errorEnv);
    expect(state.price.total).toBe(0);
    expect(errorEnv.log[0]?.level).toBe('error');
  });
});

describe('basket items', () => {
  const env = testEnv();
  const saved = toBasketItem({
    ...setQuantity(setAttributeOption(chooseProduct(initialConfiguratorState(), canvas, env), 'size', '30x20', env), 3, env),
    basketItemId: 'b-1',
    design,
    printdata: { front: { crop: [1, 2, 3, 4] } },
  });

  it('restores the state of a stored item', () => {
    const state = loadBasketItem(initialConfiguratorState(), canvas, saved, env);
    expect(state).toMatchObject({
      basketItemId: 'b-1',
      quantity: 3,
      design,
      printdata: { front: { crop: [1, 2, 3, 4] } },
      designStyle: 'oneImage',
      imagesSelected: [orig('img-1')],
    });
    expect(state.instruction.configuration.size).toMatchObject({ id: '30x20' });
    expect(state.price).toMatchObject({ unit: 22.9, total: 68.7 });
  });

  it('clones an item as a new one', () => {
    expect(cloneBasketItem(dirty, canvas, saved, env).basketItemId).toBeNull();
  });

  it('clears basketItemId for an item without id', () => {
    const { id: _id, ...withoutId } = saved;
    expect(loadBasketItem(dirty, canvas, withoutId, env).basketItemId).toBeNull();
  });
});

describe('embedded mode', () => {
  const env = testEnv();
  const chosen = chooseProduct(initialConfiguratorState(), canvas, env);

  it('loads empty defaults and checks the product default', () => {
    const state = enterEmbeddedMode(chosen, {}, env);
    expect(state).toMatchObject({ embeddedMode: true, design: {}, printdata: {}, designStyle: 'noImage' });
    expect(state.instruction.version).toBe(2);
    expect(state.price.unit).toBe(35.9);
  });

  it('loads instruction, design and printdata from the settings', () => {
    const state = enterEmbeddedMode(
      chosen,
      {
        instruction: { configuration: { size: { custom: false, id: '120x80', name: '120 x 80 cm' } } },
        design,
        printdata: { front: {} },
      },
      env,
    );
    expect(state).toMatchObject({ embeddedMode: true, design, printdata: { front: {} }, designStyle: 'oneImage' });
    expect(state.price.unit).toBe(87.9);
  });

  it('is left again when a product is chosen', () => {
    expect(chooseProduct(enterEmbeddedMode(chosen, {}, env), mug, env).embeddedMode).toBe(false);
  });
});

describe('design updates', () => {
  it('derive the design style from the first print area', () => {
    const chosen = chooseProduct(initialConfiguratorState(), canvas, testEnv());
    const collage = { front: { items: [design.front.items[0]!, { type: 'image', specs: { orig: orig('img-2') } }] } };
    expect(setDesign(chosen, collage).designStyle).toBe('collage');
    expect(setDesign(chosen, {}).designStyle).toBe('noImage');
  });
});
