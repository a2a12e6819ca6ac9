import type { getHealthLiveSchemas, getHealthReadySchemas, getHealthSchemas } from '../health';
import type { Route } from '../route';

export const getHealth: Route<typeof getHealthSchemas> = {
  method: 'GET',
  path: '/api/health',
  summary:
    'Process up and database reachable (503 otherwise), for load balancers configured with it before /api/health/live and /api/health/ready existed; answers as it always did.',
  tags: ['ops'],
  errors: [503],
};

export const getHealthLive: Route<typeof getHealthLiveSchemas> = {
  method: 'GET',
  path: '/api/health/live',
  summary:
    'Liveness: the process is up and its event loop answers. Touches neither database nor storage, so a database outage does not make an orchestrator restart healthy processes.',
  tags: ['ops'],
};

export const getHealthReady: Route<typeof getHealthReadySchemas> = {
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Readiness: the database and the image storage answer (503 service_unavailable otherwise), so a load balancer sends traffic only to a process that can serve it.',
  tags: ['ops'],
  errors: [503],
};
