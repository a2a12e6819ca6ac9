import type * as area from '../health';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getHealth: Routes['getHealth'] = { method: 'GET', path: '/api/health' };

export const getHealthLive: Routes['getHealthLive'] = { method: 'GET', path: '/api/health/live' };

export const getHealthReady: Routes['getHealthReady'] = { method: 'GET', path: '/api/health/ready' };
