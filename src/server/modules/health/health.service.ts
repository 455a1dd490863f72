import type { Health, Readiness } from '@shared/schemas/health';
import type { DatabaseHandle } from '../../db/client';
import { pendingMigrationCount } from '../../db/migrate';

export function createHealthService(deps: { database: DatabaseHandle; version: string; startedAt: number }) {
  // Checks that arrive while a ping is on its way share it (decision 078): a
  // load balancer polling several times a second, or a burst of checks,
  // costs the database one round trip instead of one each.
  let inFlight: Promise<'up' | 'down'> | undefined;
  const ping = () =>
    (inFlight ??= deps.database
      .ping()
      .then(
        () => 'up' as const,
        () => 'down' as const,
      )
      .finally(() => (inFlight = undefined)));
  return {
    async check(): Promise<Health> {
      const database = await ping();
      return {
        status: database === 'up' ? 'ok' : 'degraded',
        database,
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      };
    },

    /** Ready when the database answers and has every migration this build ships. */
    async ready(): Promise<Readiness> {
      const pending = await pendingMigrationCount(deps.database).catch(() => undefined);
      const database =
        pending === undefined
          ? await deps.database.ping().then(
              () => 'up' as const,
              () => 'down' as const,
            )
          : 'up';
      const migrations = pending === undefined ? 'unknown' : pending === 0 ? 'applied' : 'pending';
      return { status: database === 'up' && migrations === 'applied' ? 'ready' : 'not_ready', database, migrations };
    },
  };
}
