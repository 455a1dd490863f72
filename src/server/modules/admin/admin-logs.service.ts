import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  LOG_PAGE_SIZE,
  LOGS_MAX_PAGE,
  type LogEntry,
  type LogsFilter,
  type LogsQuery,
  type LogsResponse,
} from '@shared/schemas/admin';
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
const USER_MATCHES = 100;
const SUMMARY_TTL_MS = 30_000;
export const TOTAL_CAP = LOGS_MAX_PAGE * LOG_PAGE_SIZE;
export const LOG_CSV_HEADER = [
  'id',
  'createdAt',
  'level',
  'source',
  'message',
  'userId',
  'userName',
  'userEmail',
  'metadata',
] as const;

const logColumns = {
  id: systemLogs.id,
  level: systemLogs.level,
  source: systemLogs.source,
  message: systemLogs.message,
  metadata: systemLogs.metadata,
  userId: systemLogs.userId,
  createdAt: systemLogs.createdAt,
};

const columns = { ...logColumns, userName: users.fullName, userEmail: users.email };

type Row = {
  id: string;
  level: LogEntry['level'];
  source: LogEntry['source'];
  message: string;
  metadata: Record<string, unknown> | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  createdAt: Date;
};

const toEntry = (r: Row): LogEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

export function createAdminLogsService({ db, clock }: { db: Database; clock: Clock }) {
  async function where(filter: LogsFilter): Promise<SQL | undefined> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.level && filter.level !== 'all') conditions.push(eq(systemLogs.level, filter.level));
    if (filter.source && filter.source !== 'all') conditions.push(eq(systemLogs.source, filter.source));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Users whose name or e-mail match are found first (trigram indexes on users); a search
      // that names no user stays a pure trigram search of the message.
      const matched = await db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.email, pattern), ilike(users.fullName, pattern)))
        .limit(USER_MATCHES);
      const byMessage = ilike(systemLogs.message, pattern);
      conditions.push(
        matched.length > 0
          ? or(
              byMessage,
              inArray(
                systemLogs.userId,
                matched.map((u) => u.id),
              ),
            )
          : byMessage,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  /** The 24-hour summary, computed at most once per refresh interval per process (it scans a day of logs). */
  let summaryCache: { at: number; value: LogsResponse['summary'] } | null = null;
  async function summary(): Promise<LogsResponse['summary']> {
    const now = clock.now().getTime();
    if (summaryCache && now - summaryCache.at < SUMMARY_TTL_MS && now >= summaryCache.at) return summaryCache.value;
    const rows = await db
      .select({ level: systemLogs.level, n: count() })
      .from(systemLogs)
      .where(gte(systemLogs.createdAt, new Date(now - DAY)))
      .groupBy(systemLogs.level);
    const byLevel = new Map(rows.map((s) => [s.level, s.n]));
    const value = {
      errors: byLevel.get('error') ?? 0,
      warnings: byLevel.get('warning') ?? 0,
      info: byLevel.get('info') ?? 0,
    };
    summaryCache = { at: now, value };
    return value;
  }

  /** A page of logs, then the names of its (at most 50) users: no join over every user. */
  async function withUsers(rows: Omit<Row, 'userName' | 'userEmail'>[]): Promise<LogEntry[]> {
    const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null))];
    const people =
      ids.length > 0
        ? await db
            .select({ id: users.id, name: users.fullName, email: users.email })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) =>
      toEntry({
        ...r,
        userName: r.userId ? (byId.get(r.userId)?.name ?? null) : null,
        userEmail: r.userId ? (byId.get(r.userId)?.email ?? null) : null,
      }),
    );
  }

  return {
    async list(query: LogsQuery): Promise<LogsResponse> {
      const filter = await where(query);
      // Counting stops at TOTAL_CAP: beyond it the screen says "10,000+" and asks for a filter.
      const capped = db
        .select({ one: sql`1` })
        .from(systemLogs)
        .where(filter)
        .limit(TOTAL_CAP + 1)
        .as('capped');
      const [rows, [total], daySummary, recent] = await Promise.all([
        db
          .select(logColumns)
          .from(systemLogs)
          .where(filter)
          .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(capped),
        summary(),
        db
          .select(logColumns)
          .from(systemLogs)
          .where(eq(systemLogs.level, 'error'))
          .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
          .limit(RECENT_ERRORS),
      ]);
      const n = total?.n ?? 0;
      const [entries, recentErrors] = await Promise.all([withUsers(rows), withUsers(recent)]);
      return {
        logs: entries,
        total: Math.min(n, TOTAL_CAP),
        totalCapped: n > TOTAL_CAP,
        page: query.page,
        limit: query.limit,
        summary: daySummary,
        recentErrors,
      };
    },

    /** The CSV lines of every log the filters match, newest first, read page by page. */
    async *exportCsv(filter: LogsFilter): AsyncGenerator<string> {
      yield csvRow(LOG_CSV_HEADER);
      const base = await where(filter);
      // The cursor is the exact stored timestamp (microseconds), which a JS Date would round.
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after
          ? sql`(${systemLogs.createdAt}, ${systemLogs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows: (Row & { cursor: string })[] = await db
          .select({ ...columns, cursor: sql<string>`${systemLogs.createdAt}::text` })
          .from(systemLogs)
          .leftJoin(users, eq(users.id, systemLogs.userId))
          .where(and(base, keyset))
          .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows
          .map((r) =>
            csvRow([r.id, r.createdAt, r.level, r.source, r.message, r.userId, r.userName, r.userEmail, r.metadata]),
          )
          .join('');
        if (rows.length < EXPORT_BATCH) return;
        const last: Row & { cursor: string } = rows[rows.length - 1]!;
        after = { at: last.cursor, id: last.id };
      }
    },
  };
}
export type AdminLogsService = ReturnType<typeof createAdminLogsService>;
