import { z } from 'zod';
import { endpoint } from './endpoint';

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability, for load balancers.',
  tags: ['ops'],
  response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']), version: z.string() }),
  errors: [503],
});
