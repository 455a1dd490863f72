import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LogEntry, LogsFilter, LogsQuery, LogsResponse } from '@shared/schemas/admin';
import type { Database } from '../../db/client';
import { systemLogs, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { csvRow } from '../../lib/csv';

// The System Logs panel (money-and-admin §2): filters run on the server,
// 50 a page, a summary over the last 24 hours, the latest errors, and a CSV
// export of everything the filters match, read in pages of EXPORT_BATCH rows
// (keyset on created_at, id) so no export holds more than one page in memory.

const DAY = 24 * 60 * 60 * 1000;
const EXPORT_BATCH = 1000;
const RECENT_ERRORS = 3;
export const LOG_CSV_HEADER = ['id', 'createdAt', 'level', 'source', 'message', 'userId', 'userName', 'userEmail', 'metadata'] as const;

const columns = {
  id: systemLogs.id,
  level: systemLogs.level,
  source: systemLogs.source,
  message: systemLogs.message,
  metadata: systemLogs.metadata,
  userId: systemLogs.userId,
  userName: users.fullName,
  userEmail: users.email,
  createdAt: systemLogs.createdAt,
};

type Row = { id: string; level: LogEntry['level']; source: LogEntry['source']; message: string; metadata: Record<string, unknown> | null; userId: string | null; userName: string | null; userEmail: string | null; createdAt: Date };

const toEntry = (r: Row): LogEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

export function createAdminLogsService({ db, clock }: { db: Database; clock: Clock }) {
  function where(filter: LogsFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.level && filter.level !== 'all') conditions.push(eq(systemLogs.level, filter.level));
    if (filter.source && filter.source !== 'all') conditions.push(eq(systemLogs.source, filter.source));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // The message has a trigram index; the user's name and e-mail are matched through their own.
      conditions.push(
        or(
          ilike(systemLogs.message, pattern),
          sql`${systemLogs.userId} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern} or ${users.fullName} ilike ${pattern})`,
        ),
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const select = () => db.select(columns).from(systemLogs).leftJoin(users, eq(users.id, systemLogs.userId));

  return {
    async list(query: LogsQuery): Promise<LogsResponse> {
      const filter = where(query);
      const since = new Date(clock.now().getTime() - DAY);
      const [rows, [total], summary, recent] = await Promise.all([
        select()
          .where(filter)
          .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(systemLogs).where(filter),
        db.select({ level: systemLogs.level, n: count() }).from(systemLogs).where(gte(systemLogs.createdAt, since)).groupBy(systemLogs.level),
        select().where(eq(systemLogs.level, 'error')).orderBy(desc(systemLogs.createdAt), desc(systemLogs.id)).limit(RECENT_ERRORS),
      ]);
      const byLevel = new Map(summary.map((s) => [s.level, s.n]));
      return {
        logs: (rows as Row[]).map(toEntry),
        total: total?.n ?? 0,
        page: query.page,
        limit: query.limit,
        summary: { errors: byLevel.get('error') ?? 0, warnings: byLevel.get('warning') ?? 0, info: byLevel.get('info') ?? 0 },
        recentErrors: (recent as Row[]).map(toEntry),
      };
    },

    /** The CSV lines of every log the filters match, newest first, read page by page. */
    async *exportCsv(filter: LogsFilter): AsyncGenerator<string> {
      yield csvRow(LOG_CSV_HEADER);
      const base = where(filter);
      // The cursor is the exact stored timestamp (microseconds), which a JS Date would round.
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after ? sql`(${systemLogs.createdAt}, ${systemLogs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
        const rows: (Row & { cursor: string })[] = await db
          .select({ ...columns, cursor: sql<string>`${systemLogs.createdAt}::text` })
          .from(systemLogs)
          .leftJoin(users, eq(users.id, systemLogs.userId))
          .where(and(base, keyset))
          .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map((r) => csvRow([r.id, r.createdAt, r.level, r.source, r.message, r.userId, r.userName, r.userEmail, r.metadata])).join('');
        if (rows.length < EXPORT_BATCH) return;
        const last: Row & { cursor: string } = rows[rows.length - 1]!;
        after = { at: last.cursor, id: last.id };
      }
    },
  };
}
export type AdminLogsService = ReturnType<typeof createAdminLogsService>;
