import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@shared/constants';
import type { Executor } from '../../db/client';
import type { DatabaseDeps } from '../../db/database-deps';
import { rowReader } from '../../db/row-reader';
import { sessions, users, type UserRow } from '../../db/schema';
import { batchedLookup } from '../../lib/batched-lookup';
import { randomToken, sha256 } from '../../lib/tokens';
import { monthlyAllocationFrom, storedPlanCreditsSql } from '../billing';

// Server-side sessions (DECISIONS.md, Accounts): the cookie holds a random id,
// the row holds its hash, an idle deadline (14 days, pushed forward on use)
// and an absolute one (30 days from sign-in).

/** Pushing the idle deadline on every request would write on every request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

/** `monthlyAllocation`: the user's plan's monthly credits, read by the same statement (decision 063). */
export type ResolvedSession = { sessionId: string; user: UserRow; monthlyAllocation: number };

// The lookup on every signed-in request (decision 049): one fixed statement
// joining the session to its user, written once from the Drizzle schema and
// run as a prepared statement, with the rows mapped by the schema's own
// column types. Nothing is cached between requests, so a logout, a suspension
// or a deleted account counts on the very next request in every process. The
// same statement reads the user's plan's monthly credits from the catalogue
// (one index lookup in the database), so GET /api/credits/info, asked by every
// signed-in screen, costs no query of its own (decision 063). Lookups asked
// in the same turn of the event loop share one execution (decision 078).
const USER = rowReader(users, 'u', 'u_');
const RESOLVE_SQL = `select s.sid as "s_sid", s.expire as "s_expire", s.absolute_expire as "s_absolute_expire", s.last_seen_at as "s_last_seen_at", ${USER.columnsSql}, ${storedPlanCreditsSql('u')} as "plan_credits" from sessions s join users u on u.id = s.user_id where s.sid = any($1::text[])`;
/** A batch larger than this is split (the statement's array stays small enough to plan as an index lookup). */
const RESOLVE_BATCH = 100;
const DELETE_SQL = 'delete from sessions where sid = $1';
const TOUCH_SQL =
  'update sessions set last_seen_at = $2, expire = least($3::timestamptz, absolute_expire) where sid = $1';

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export function createSessionsService({ db, prepared, clock }: DatabaseDeps) {
  const lookup = batchedLookup(
    async (sids: string[]) =>
      new Map((await prepared('session-resolve', RESOLVE_SQL, [sids])).map((row) => [row.s_sid as string, row])),
    { maxBatch: RESOLVE_BATCH },
  );
  return {
    /** A new session with a fresh id: called at every sign-in, so ids never carry over. */
    async create(
      userId: string,
      meta: { userAgent?: string } = {},
      executor: Executor = db,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken();
      const now = clock.now();
      const absoluteExpire = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
      await executor.insert(sessions).values({
        sid: sha256(token),
        userId,
        sess: meta.userAgent ? { userAgent: meta.userAgent.slice(0, 300) } : {},
        expire: new Date(now.getTime() + SESSION_IDLE_MS),
        absoluteExpire,
        createdAt: now,
        lastSeenAt: now,
      });
      return { token, expiresAt: absoluteExpire };
    },

    /** The signed-in user for a cookie value, or null. Expired sessions and suspended users are cleaned up here. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      if (!token || token.length > 100) return null;
      const sid = sha256(token);
      const row = await lookup(sid);
      if (!row) return null;
      const now = clock.now();
      const user = USER.read(row);
      if (asDate(row.s_expire) <= now || asDate(row.s_absolute_expire) <= now || user.suspendedAt) {
        await prepared('session-delete', DELETE_SQL, [sid]);
        return null;
      }
      if (now.getTime() - asDate(row.s_last_seen_at).getTime() > TOUCH_AFTER_MS) {
        await prepared('session-touch', TOUCH_SQL, [sid, now, new Date(now.getTime() + SESSION_IDLE_MS)]);
      }
      return {
        sessionId: sid,
        user,
        monthlyAllocation: monthlyAllocationFrom(user.subscriptionTier, row.plan_credits),
      };
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sha256(token)));
    },

    /** Ends every session of a user, except the one given (password change keeps the current one). */
    async destroyAllForUser(userId: string, exceptSessionId?: string, executor: Executor = db): Promise<void> {
      await executor
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },

    /** Records on this session that its user just proved themselves at Google again (decision 060). */
    async markGoogleReauth(sessionId: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ sess: sql`${sessions.sess} || ${JSON.stringify({ googleReauthAt: at.toISOString() })}::jsonb` })
        .where(eq(sessions.sid, sessionId));
    },

    /** When this session last confirmed with Google, or null. */
    async googleReauthAt(sessionId: string): Promise<Date | null> {
      const [row] = await db.select({ sess: sessions.sess }).from(sessions).where(eq(sessions.sid, sessionId));
      const at = row?.sess.googleReauthAt;
      return at ? new Date(at) : null;
    },

    /** One confirmation, one sensitive change. */
    async clearGoogleReauth(sessionId: string, executor: Executor = db): Promise<void> {
      await executor
        .update(sessions)
        .set({ sess: sql`${sessions.sess} - 'googleReauthAt'` })
        .where(eq(sessions.sid, sessionId));
    },

    /** Periodic purge of expired rows. */
    async purgeExpired(): Promise<number> {
      const now = clock.now();
      const deleted = await db
        .delete(sessions)
        .where(or(lt(sessions.expire, now), lt(sessions.absoluteExpire, now)))
        .returning({ sid: sessions.sid });
      return deleted.length;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
