import { createApiClient } from '../../shared/api/client';
import { basketSession } from './basket-session';
import { browserClientOptions } from './browser-api';

/*
 * The API client called with endpoints, whose schemas validate every answer. They pull in zod, so
 * only lazily loaded features import them (price list, configurator, ...); the first paint calls
 * routes (./lean-api.ts).
 */
export const api = createApiClient({ ...browserClientOptions, basketSession });
