import type { Health } from '@shared/schemas/health';
import type { DatabaseHandle } from '../../db/client';

export function createHealthService(deps: { database: DatabaseHandle; version: string; startedAt: number }) {
  return {
    async check(): Promise<Health> {
      const database = await deps.database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      return {
        status: database === 'up' ? 'ok' : 'degraded',
        database,
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      };
    },
  };
}
