import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { SecretBoxError, type SecretBox } from '../../integrations/crypto/secret-box';
import type { LinkedInApp } from '../../integrations/linkedin/linkedin-oauth';
import type { SystemLogsService } from '../system-logs/system-logs.service';

// The LinkedIn secrets stored per user (its tokens, its own app's secret), sealed for their own row and
// column, and the LinkedIn app (client credentials) a user's calls go through:
// their own when they stored one, else Postwright's app-wide one.

export type AppWideLinkedIn = { clientId?: string; clientSecret?: string; defaultRedirectUri: string };
type SecretColumn = 'linkedin_access_token' | 'linkedin_refresh_token' | 'linkedin_client_secret';
const FIELDS = {
  linkedin_access_token: 'linkedinAccessToken',
  linkedin_refresh_token: 'linkedinRefreshToken',
  linkedin_client_secret: 'linkedinClientSecret',
} as const satisfies Record<SecretColumn, keyof UserRow>;

export const UNREADABLE_SECRET_MESSAGE =
  'A stored LinkedIn secret cannot be decrypted: APP_SECRET changed without APP_SECRET_PREVIOUS set to the old value';

export function createLinkedInSecrets({
  db,
  box,
  appWide,
  systemLogs,
}: {
  db: Database;
  box: SecretBox | null;
  appWide: AppWideLinkedIn;
  systemLogs: SystemLogsService;
}) {
  const requireBox = (): SecretBox => {
    if (!box)
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'LinkedIn is unavailable: the server has no APP_SECRET to encrypt with.',
      );
    return box;
  };
  const context = (column: SecretColumn, userId: string) => `users.${column}:${userId}`;

  /**
   * Opens a sealed value, or null when it cannot be read (logged for the admin).
   * A value of a previous APP_SECRET is sealed again in place; `sealed` is what the row holds now.
   */
  async function openSealed(
    user: UserRow,
    column: SecretColumn,
    sealed: string,
  ): Promise<{ plaintext: string; sealed: string } | null> {
    try {
      const { plaintext, stale } = requireBox().open(sealed, context(column, user.id));
      if (!stale) return { plaintext, sealed };
      const resealed = requireBox().seal(plaintext, context(column, user.id));
      await db
        .update(users)
        .set({ [FIELDS[column]]: resealed })
        .where(eq(users.id, user.id));
      return { plaintext, sealed: resealed };
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      await systemLogs.record({
        level: 'error',
        source: 'linkedin',
        message: `${UNREADABLE_SECRET_MESSAGE} (${column})`,
        userId: user.id,
      });
      return null;
    }
  }

  const open = async (user: UserRow, column: SecretColumn, sealed: string) =>
    (await openSealed(user, column, sealed))?.plaintext ?? null;

  return {
    seal: (user: Pick<UserRow, 'id'>, column: SecretColumn, plaintext: string) =>
      requireBox().seal(plaintext, context(column, user.id)),
    open,
    openSealed,

    /** Whether Postwright itself has a LinkedIn app configured. */
    hasAppWide: () => Boolean(appWide.clientId && appWide.clientSecret),

    /** The app a new authorization goes through: the user's own first, else the app-wide one; null when neither exists. */
    async appFor(user: UserRow): Promise<LinkedInApp | null> {
      if (user.linkedinClientId && user.linkedinClientSecret && user.linkedinRedirectUri) {
        const clientSecret = await open(user, 'linkedin_client_secret', user.linkedinClientSecret);
        if (clientSecret)
          return { clientId: user.linkedinClientId, clientSecret, redirectUri: user.linkedinRedirectUri };
      }
      if (appWide.clientId && appWide.clientSecret)
        return {
          clientId: appWide.clientId,
          clientSecret: appWide.clientSecret,
          redirectUri: appWide.defaultRedirectUri,
        };
      return null;
    },

    /** The credentials of one particular app (the one that issued a code or a token), if we still hold them. */
    async appById(user: UserRow, clientId: string, redirectUri?: string): Promise<LinkedInApp | null> {
      if (user.linkedinClientId === clientId && user.linkedinClientSecret) {
        const clientSecret = await open(user, 'linkedin_client_secret', user.linkedinClientSecret);
        if (clientSecret)
          return {
            clientId,
            clientSecret,
            redirectUri: redirectUri ?? user.linkedinRedirectUri ?? appWide.defaultRedirectUri,
          };
      }
      if (appWide.clientId === clientId && appWide.clientSecret)
        return { clientId, clientSecret: appWide.clientSecret, redirectUri: redirectUri ?? appWide.defaultRedirectUri };
      return null;
    },
  };
}
export type LinkedInSecrets = ReturnType<typeof createLinkedInSecrets>;
