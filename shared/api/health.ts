import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/health';

const endpoint = endpointsTagged('ops');

export const getHealthSchemas = { response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']), version: z.string() }) };
export const getHealth = endpoint(routes.getHealth, getHealthSchemas, {
  summary:
    'Process up and database reachable (503 otherwise), for load balancers configured with it before /api/health/live and /api/health/ready existed; answers as it always did.',
});

export const HealthLive = z.strictObject({ status: z.literal('ok'), version: z.string() });
export type HealthLive = z.infer<typeof HealthLive>;

export const getHealthLiveSchemas = { response: HealthLive };
export const getHealthLive = endpoint(routes.getHealthLive, getHealthLiveSchemas, {
  summary:
    'Liveness: the process is up and its event loop answers. Touches neither database nor storage, so a database outage does not make an orchestrator restart healthy processes.',
});

export const HealthReady = z.strictObject({
  status: z.literal('ok'),
  database: getHealth.response.shape.database,
  storage: z.enum(['disk', 's3']),
  version: z.string(),
});
export type HealthReady = z.infer<typeof HealthReady>;

export const getHealthReadySchemas = { response: HealthReady };
export const getHealthReady = endpoint(routes.getHealthReady, getHealthReadySchemas, {
  summary:
    'Readiness: the database and the image storage answer (503 service_unavailable otherwise), so a load balancer sends traffic only to a process that can serve it.',
});
