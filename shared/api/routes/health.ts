import type { getHealthLiveSchemas, getHealthReadySchemas, getHealthSchemas } from '../health';
import type { Route } from '../route';

export const getHealth: Route<typeof getHealthSchemas> = { method: 'GET', path: '/api/health' };

export const getHealthLive: Route<typeof getHealthLiveSchemas> = { method: 'GET', path: '/api/health/live' };

export const getHealthReady: Route<typeof getHealthReadySchemas> = { method: 'GET', path: '/api/health/ready' };
