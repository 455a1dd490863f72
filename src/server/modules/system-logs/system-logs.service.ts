import type { Database } from '../../db/client';
import { systemLogs } from '../../db/schema';

export type LogLevel = 'error' | 'warning' | 'info';
export type LogSource = 'openai' | 'stripe' | 'linkedin' | 'system';

export type SystemLogEntry = {
  level: LogLevel;
  source: LogSource;
  message: string;
  metadata?: Record<string, unknown>;
  userId?: string | null;
};

/** Events administrators need to see (System Logs panel). Never store secrets in metadata. */
export function createSystemLogsService(db: Database) {
  return {
    async record(entry: SystemLogEntry): Promise<void> {
      await db.insert(systemLogs).values({ ...entry, userId: entry.userId ?? null });
    },
  };
}
export type SystemLogsService = ReturnType<typeof createSystemLogsService>;
