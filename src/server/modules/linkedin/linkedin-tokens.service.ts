import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { EXPIRY_WARNING_DAYS } from '@shared/schemas/scheduling';
import { publications, users, type UserRow } from '../../db/schema';
import { LinkedInError } from '../../integrations/linkedin/linkedin-error';
import type { LinkedInServiceDeps } from './linkedin-deps';
import type { PublicationMail } from './publication-mail';

// Keeping LinkedIn connections alive (issue #23). Run hourly by the job engine
// (jobs/linkedin-tokens.job.ts, pg-boss cron: one run per hour for the whole
// cluster). Tokens that carry a refresh token are refreshed ahead of expiry;
// the others cannot be, so their member is e-mailed 7 days ahead when posts are
// scheduled after the end. Also: the start-up check of LINKEDIN_API_VERSION.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Refreshed this long before expiry: before the 7-day warning, with days of hourly retries to spare. */
export const REFRESH_AHEAD_MS = 10 * DAY;
/** LinkedIn serves a monthly version for about a year: older than this is worth a warning. */
export const API_VERSION_WARN_MONTHS = 10;

type Deps = LinkedInServiceDeps & {
  mail: Pick<PublicationMail, 'connectionExpiring'>;
};

/** Whole months from a YYYYMM version to `now` (UTC). */
export function apiVersionAgeMonths(version: string, now: Date): number {
  const year = Number(version.slice(0, 4));
  const month = Number(version.slice(4, 6));
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

export function createLinkedInTokensService({ db, clock, linkedin, secrets, systemLogs, mail }: Deps) {
  const log = (level: 'info' | 'warning' | 'error', message: string, userId: string | null, metadata = {}) =>
    systemLogs.record({ level, source: 'linkedin', message, userId, metadata }).catch(() => undefined);

  /** One member's refresh; answers whether the connection now has a fresh token. */
  async function refresh(user: UserRow): Promise<boolean> {
    if (!user.linkedinRefreshToken || !user.linkedinAccessToken || !user.linkedinTokenClientId) return false;
    const refreshToken = await secrets.open(user, 'linkedin_refresh_token', user.linkedinRefreshToken);
    const app = refreshToken ? await secrets.appById(user, user.linkedinTokenClientId) : null;
    if (!refreshToken || !app) {
      await log(
        'warning',
        'LinkedIn token not refreshed: its refresh token or LinkedIn app is no longer readable',
        user.id,
      );
      return false;
    }
    let grant;
    try {
      grant = await linkedin.oauth.refresh(app, refreshToken);
    } catch (error) {
      const detail = error instanceof LinkedInError ? `${error.kind}${error.code ? `: ${error.code}` : ''}` : 'error';
      // LinkedIn refused the refresh token itself (expired or revoked): stop asking; the member reconnects.
      const refused = error instanceof LinkedInError && error.kind === 'oauth';
      if (refused)
        await db
          .update(users)
          .set({ linkedinRefreshToken: null })
          .where(and(eq(users.id, user.id), eq(users.linkedinRefreshToken, user.linkedinRefreshToken)));
      await log('warning', `LinkedIn token refresh failed (${detail})`, user.id, { refusedRefreshToken: refused });
      return false;
    }
    const now = clock.now();
    // Only the token that was refreshed: a reconnect or a disconnect meanwhile wins.
    const updated = await db
      .update(users)
      .set({
        linkedinAccessToken: secrets.seal(user, 'linkedin_access_token', grant.accessToken),
        linkedinTokenExpiry: new Date(now.getTime() + grant.expiresInSeconds * 1000),
        ...(grant.refreshToken
          ? { linkedinRefreshToken: secrets.seal(user, 'linkedin_refresh_token', grant.refreshToken) }
          : {}),
        ...(grant.scopes.length > 0 ? { linkedinScopes: grant.scopes } : {}),
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), eq(users.linkedinAccessToken, user.linkedinAccessToken)))
      .returning({ id: users.id });
    if (updated.length > 0)
      await log('info', 'LinkedIn token refreshed', user.id, { expiresInSeconds: grant.expiresInSeconds });
    return updated.length > 0;
  }

  return {
    refresh,

    /** Connections with a refresh token that end within REFRESH_AHEAD_MS (or have ended) are refreshed. */
    async refreshDue(limit = 500): Promise<{ refreshed: number; failed: number }> {
      const due = await db
        .select()
        .from(users)
        .where(
          and(
            isNotNull(users.linkedinRefreshToken),
            isNotNull(users.linkedinAccessToken),
            lt(users.linkedinTokenExpiry, new Date(clock.now().getTime() + REFRESH_AHEAD_MS)),
          ),
        )
        .limit(limit);
      let refreshed = 0;
      for (const user of due) if (await refresh(user)) refreshed += 1;
      return { refreshed, failed: due.length - refreshed };
    },

    /**
     * Members whose connection ends in the hour that starts 7 days after the current hour, with posts
     * scheduled after that end, get one e-mail. Run once an hour, each hour's window is seen once.
     */
    async warnExpiring(): Promise<number> {
      const hour = Math.floor(clock.now().getTime() / HOUR) * HOUR;
      const from = new Date(hour + EXPIRY_WARNING_DAYS * DAY);
      const to = new Date(from.getTime() + HOUR);
      const rows = await db
        .select({
          userId: users.id,
          expiresAt: users.linkedinTokenExpiry,
          postsAfter: sql<number>`count(${publications.id})`.mapWith(Number),
        })
        .from(users)
        .innerJoin(
          publications,
          and(
            eq(publications.userId, users.id),
            eq(publications.status, 'scheduled'),
            gte(publications.dueAt, users.linkedinTokenExpiry),
          ),
        )
        .where(
          and(
            isNotNull(users.linkedinAccessToken),
            gte(users.linkedinTokenExpiry, from),
            lt(users.linkedinTokenExpiry, to),
          ),
        )
        .groupBy(users.id, users.linkedinTokenExpiry);
      for (const row of rows) {
        await mail.connectionExpiring(row.userId, row.expiresAt!, row.postsAfter);
        await log('info', 'LinkedIn connection ends before scheduled posts: member e-mailed', row.userId, {
          expiresAt: row.expiresAt!.toISOString(),
          postsAfter: row.postsAfter,
        });
      }
      return rows.length;
    },

    /** At start: a LINKEDIN_API_VERSION LinkedIn will soon stop serving is a warning in System Logs. */
    async checkApiVersion(): Promise<boolean> {
      const version = linkedin.api.apiVersion;
      const age = apiVersionAgeMonths(version, clock.now());
      if (age <= API_VERSION_WARN_MONTHS) return true;
      await log(
        'warning',
        `LINKEDIN_API_VERSION ${version} is ${age} months old; LinkedIn serves a version for about a year, then refuses it (HTTP 426). Set LINKEDIN_API_VERSION to a recent version (YYYYMM).`,
        null,
        { version, ageMonths: age },
      );
      return false;
    },
  };
}
export type LinkedInTokensService = ReturnType<typeof createLinkedInTokensService>;
