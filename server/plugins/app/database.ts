import fp from 'fastify-plugin';
import type { Database, Db, DatabaseKind } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    /** Asks the database over a connection of its own (health checks: never queued behind the pool's work). */
    dbPing: () => Promise<void>;
  }
}

/** Makes the opened database available to routes and closes it with the app. */
export default fp<{ database: Database; closeWithApp: boolean }>(
  async function databasePlugin(app, { database, closeWithApp }) {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('dbPing', database.ping);
    if (closeWithApp)
      app.addHook('onClose', async () => {
        app.log.info(database.embedded ? 'closing the database pool, then stopping the embedded PostgreSQL' : 'closing the database pool');
        await database.close();
        app.log.info('database closed');
      });
  },
  { name: 'database' },
);
