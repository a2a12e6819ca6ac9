import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { ensureFirstOwner } from './first-owner';
import { staffToken } from '../../http/staff-cookie';
import { staffOfToken } from './staff-sessions';

/**
 * Resolves the staff member of each /api/admin request from its session cookie (the contract with
 * requireStaff), and creates the first owner from the environment when the shop has no staff yet.
 * Only back-office calls pay the lookup; the cookie means nothing anywhere else.
 */
export default fp<{ config: Config }>(
  async function staff(app, { config }) {
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/admin/')) return;
      const token = staffToken(request);
      if (token !== null) request.staff = await staffOfToken(app.db, token, app.now());
    });
    await ensureFirstOwner({ db: app.db, now: app.now(), log: app.log }, config);
  },
  { name: 'staff', dependencies: ['database', 'auth'] },
);
