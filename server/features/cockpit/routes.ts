import type { FastifyInstance } from 'fastify';
import { getCockpit } from '../../../shared/api/cockpit';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { cockpit } from './cockpit';
import { cockpitDay } from './cockpit-day';

export default async function cockpitRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getCockpit, () => cockpit({ db: app.db, day: cockpitDay(app, config) }));
}
