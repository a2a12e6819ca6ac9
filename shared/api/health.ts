import { z } from 'zod/mini';
import { endpoint } from './endpoint';

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  summary:
    'Process up and database reachable (503 otherwise), for load balancers configured with it before /api/health/live and /api/health/ready existed; answers as it always did.',
  tags: ['ops'],
  response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']), version: z.string() }),
  errors: [503],
});

export const HealthLive = z.strictObject({ status: z.literal('ok'), version: z.string() });
export type HealthLive = z.infer<typeof HealthLive>;

export const getHealthLive = endpoint({
  method: 'GET',
  path: '/api/health/live',
  summary:
    'Liveness: the process is up and its event loop answers. Touches neither database nor storage, so a database outage does not make an orchestrator restart healthy processes.',
  tags: ['ops'],
  response: HealthLive,
});

export const HealthReady = z.strictObject({
  status: z.literal('ok'),
  database: getHealth.response.shape.database,
  storage: z.enum(['disk', 's3']),
  version: z.string(),
});
export type HealthReady = z.infer<typeof HealthReady>;

export const getHealthReady = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Readiness: the database and the image storage answer (503 service_unavailable otherwise), so a load balancer sends traffic only to a process that can serve it.',
  tags: ['ops'],
  response: HealthReady,
  errors: [503],
});
