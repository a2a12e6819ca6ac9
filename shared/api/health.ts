import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import * as routes from './routes/health';

export const getHealthSchemas = { response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']), version: z.string() }) };
export const getHealth = endpoint(routes.getHealth, getHealthSchemas);

export const HealthLive = z.strictObject({ status: z.literal('ok'), version: z.string() });
export type HealthLive = z.infer<typeof HealthLive>;

export const getHealthLiveSchemas = { response: HealthLive };
export const getHealthLive = endpoint(routes.getHealthLive, getHealthLiveSchemas);

export const HealthReady = z.strictObject({
  status: z.literal('ok'),
  database: getHealth.response.shape.database,
  storage: z.enum(['disk', 's3']),
  version: z.string(),
});
export type HealthReady = z.infer<typeof HealthReady>;

export const getHealthReadySchemas = { response: HealthReady };
export const getHealthReady = endpoint(routes.getHealthReady, getHealthReadySchemas);
