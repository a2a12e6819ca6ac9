import type { CheckResult } from '../../../shared/domain';
import type { StoredInstruction } from '../../db/schema';

/** What a basket item keeps of its check: the order later prints and ships from this, never from the browser's data. */
export function storedInstruction(check: CheckResult): StoredInstruction {
  return {
    version: 2 as const,
    configuration: check.configuration,
    printAreas: check.printAreas,
    customerDetails: check.customerDetails,
    adminDetails: check.adminDetails,
    bom: check.bom,
    minProductionTime: check.minProductionTime,
    maxProductionTime: check.maxProductionTime,
  };
}
