import { and, eq, lt, ne, or } from 'drizzle-orm';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@shared/constants';
import type { Database, Executor } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';

// Server-side sessions (DECISIONS.md, Accounts): the cookie holds a random id,
// the row holds its hash, an idle deadline (14 days, pushed forward on use)
// and an absolute one (30 days from sign-in).

/** Pushing the idle deadline on every request would write on every request. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type ResolvedSession = { sessionId: string; user: UserRow };

export function createSessionsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A new session with a fresh id: called at every sign-in, so ids never carry over. */
    async create(userId: string, meta: { userAgent?: string } = {}, executor: Executor = db): Promise<{ token: string; expiresAt: Date }> {
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
      const [row] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.sid, sid));
      if (!row) return null;
      const now = clock.now();
      if (row.session.expire <= now || row.session.absoluteExpire <= now || row.user.suspendedAt) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return null;
      }
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        const idle = new Date(now.getTime() + SESSION_IDLE_MS);
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expire: idle < row.session.absoluteExpire ? idle : row.session.absoluteExpire })
          .where(eq(sessions.sid, sid));
      }
      return { sessionId: sid, user: row.user };
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sha256(token)));
    },

    /** Ends every session of a user, except the one given (password change keeps the current one). */
    async destroyAllForUser(userId: string, exceptSessionId?: string, executor: Executor = db): Promise<void> {
      await executor.delete(sessions).where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSessionId)) : eq(sessions.userId, userId));
    },

    /** Periodic purge of expired rows. */
    async purgeExpired(): Promise<number> {
      const now = clock.now();
      const deleted = await db.delete(sessions).where(or(lt(sessions.expire, now), lt(sessions.absoluteExpire, now))).returning({ sid: sessions.sid });
      return deleted.length;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
