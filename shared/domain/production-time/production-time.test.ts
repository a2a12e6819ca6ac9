import { describe, it, expect } from 'vitest';
import { productionTime } from './production-time';

describe('production time', () => {
  it('sums the product and the chosen options (working days)', () => {
    // 2-4 + (0-1) + (1-2) = 3-7
    expect(
      productionTime({ minProductionTime: 2, maxProductionTime: 4 }, [{ maxProductionTime: 1 }, { minProductionTime: 1, maxProductionTime: 2 }, {}]),
    ).toEqual({ minProductionTime: 3, maxProductionTime: 7 });
  });
});
