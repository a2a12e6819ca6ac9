import type { FastifyInstance } from 'fastify';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import type { Config } from '../../config/config';
import type { CockpitDay } from './order-conditions';

/** The Zurich day of the app's clock, with the invoices' days to pay: what the day-relative figures and filters need. */
export function cockpitDay(app: FastifyInstance, config: Pick<Config, 'PAYMENT_DUE_DAYS'>): CockpitDay {
  return { today: zurichDate(app.now())!, dueDays: config.PAYMENT_DUE_DAYS };
}
