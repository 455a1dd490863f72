import { and, eq } from 'drizzle-orm';
import {
  LINKEDIN_PAGE_POSTING_SCOPE,
  LINKEDIN_POSTING_SCOPE,
  companyPagesOf,
  defaultTargetOf,
  isLinkedInConnected,
  linkedinStatusOf,
  type LinkedInCredentials,
  type LinkedInStatusView,
} from '@shared/schemas/linkedin';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { LinkedInServiceDeps } from './linkedin-deps';

// The connection once it exists (or the lack of one): the profile's view,
// the user's own LinkedIn app, one-click publishing, disconnecting, and the
// member's token for publishing.

const CONNECTION_CLEARED = {
  linkedinAccessToken: null,
  linkedinRefreshToken: null,
  linkedinTokenExpiry: null,
  linkedinScopes: null,
  linkedinUserUrn: null,
  linkedinMemberName: null,
  linkedinMemberPicture: null,
  linkedinConnectedAt: null,
  linkedinTokenClientId: null,
  directPostingEnabled: false,
  // The pages came with the connection; the next one reads them again.
  linkedinCompanyPages: null,
  selectedPostTargetUrn: null,
} satisfies Partial<UserRow>;

export type MemberAccess = { accessToken: string; authorUrn: string; sealedToken: string };

type Deps = LinkedInServiceDeps & {
  defaultRedirectUri: string;
  /** LINKEDIN_ORGANIZATION_SCOPES (the panel explains what is missing without it). */
  organizationScopes: boolean;
};

export function createLinkedInConnectionService({
  db,
  clock,
  linkedin,
  secrets,
  systemLogs,
  defaultRedirectUri,
  organizationScopes,
}: Deps) {
  const statusOf = (user: UserRow) =>
    linkedinStatusOf({
      hasToken: user.linkedinAccessToken !== null,
      expiresAt: user.linkedinTokenExpiry,
      now: clock.now(),
    });
  const canPublish = (user: UserRow) =>
    isLinkedInConnected(statusOf(user)) && (user.linkedinScopes ?? []).includes(LINKEDIN_POSTING_SCOPE);

  async function update(user: UserRow, values: Partial<UserRow>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  }

  return {
    /** GET /api/linkedin/status. */
    view(user: UserRow): LinkedInStatusView {
      const status = statusOf(user);
      const hasConnection = status !== 'not_connected';
      const pages = isLinkedInConnected(status) ? companyPagesOf(user.linkedinCompanyPages) : [];
      return {
        status,
        canPublish: canPublish(user),
        scopes: hasConnection ? (user.linkedinScopes ?? []) : [],
        memberName: hasConnection ? user.linkedinMemberName : null,
        memberPicture: hasConnection ? user.linkedinMemberPicture : null,
        connectedAt: user.linkedinConnectedAt?.toISOString() ?? null,
        expiresAt: user.linkedinTokenExpiry?.toISOString() ?? null,
        directPostingEnabled: user.directPostingEnabled,
        appCredentials: secrets.hasAppWide(),
        ownCredentials:
          user.linkedinClientId && user.linkedinClientSecret && user.linkedinRedirectUri
            ? { clientId: user.linkedinClientId, redirectUri: user.linkedinRedirectUri }
            : null,
        defaultRedirectUri,
        organizationScopes,
        canPostAsPages: hasConnection && (user.linkedinScopes ?? []).includes(LINKEDIN_PAGE_POSTING_SCOPE),
        companyPages: pages,
        defaultTarget: defaultTargetOf(pages, user.selectedPostTargetUrn),
      };
    },

    /** POST /api/linkedin/credentials: the user's own LinkedIn app; the secret is sealed before it is stored. */
    async saveCredentials(user: UserRow, input: LinkedInCredentials): Promise<UserRow> {
      // LinkedIn sends the member and the code there: only this app's own address may receive them (issue 24, hole 6).
      const origin = new URL(defaultRedirectUri).origin;
      if (new URL(input.redirectUri).origin !== origin) {
        const message = `Redirect URI must be on this app's address (${origin}): use ${defaultRedirectUri}`;
        throw new AppError('VALIDATION_ERROR', message, { redirectUri: message });
      }
      const updated = await update(user, {
        linkedinClientId: input.clientId,
        linkedinClientSecret: secrets.seal(user, 'linkedin_client_secret', input.clientSecret),
        linkedinRedirectUri: input.redirectUri,
      });
      await systemLogs.record({
        level: 'info',
        source: 'linkedin',
        message: 'LinkedIn app credentials saved',
        userId: user.id,
      });
      return updated;
    },

    /** DELETE /api/linkedin/credentials: back to the app-wide LinkedIn app (the connection, if any, stays). */
    async removeCredentials(user: UserRow): Promise<UserRow> {
      return update(user, { linkedinClientId: null, linkedinClientSecret: null, linkedinRedirectUri: null });
    },

    /** POST /api/linkedin/settings: only while connected with the posting permission. */
    async setDirectPosting(user: UserRow, enabled: boolean): Promise<UserRow> {
      const status = statusOf(user);
      if (!isLinkedInConnected(status)) {
        throw new AppError(
          'CONFLICT',
          status === 'expired'
            ? 'Your LinkedIn connection has expired. Reconnect LinkedIn to change one-click publishing.'
            : 'Connect your LinkedIn account first to change one-click publishing.',
        );
      }
      if (!canPublish(user)) {
        throw new AppError(
          'CONFLICT',
          'Your LinkedIn connection has Limited Permissions (sign-in only, no posting). Reconnect with full permissions to use one-click publishing.',
        );
      }
      return update(user, { directPostingEnabled: enabled });
    },

    /** DELETE /api/linkedin/disconnect: revokes the token at LinkedIn when possible, and forgets it here in any case. */
    async disconnect(user: UserRow): Promise<UserRow> {
      if (user.linkedinAccessToken && user.linkedinTokenClientId) {
        const token = await secrets.open(user, 'linkedin_access_token', user.linkedinAccessToken);
        const app = token ? await secrets.appById(user, user.linkedinTokenClientId) : null;
        if (token && app) {
          await linkedin.oauth.revoke(app, token).catch((error: unknown) =>
            systemLogs.record({
              level: 'warning',
              source: 'linkedin',
              message: `LinkedIn token revocation failed: ${error instanceof Error ? error.message : String(error)}`,
              userId: user.id,
            }),
          );
        }
      }
      const updated = await update(user, CONNECTION_CLEARED);
      await systemLogs.record({ level: 'info', source: 'linkedin', message: 'LinkedIn disconnected', userId: user.id });
      return updated;
    },

    /** The member's token and URN for posting, or the reason there is none (409, with what to do). */
    async memberAccess(user: UserRow): Promise<MemberAccess> {
      const status = statusOf(user);
      if (status === 'not_connected')
        throw new AppError('CONFLICT', 'Connect your LinkedIn account in your profile to publish.');
      if (status === 'expired')
        throw new AppError(
          'CONFLICT',
          'Your LinkedIn connection has expired. Reconnect LinkedIn in your profile to publish.',
        );
      if (!canPublish(user)) {
        throw new AppError(
          'CONFLICT',
          'Your LinkedIn connection has Limited Permissions (sign-in only, no posting). Reconnect LinkedIn with full permissions to publish.',
        );
      }
      const token = await secrets.openSealed(user, 'linkedin_access_token', user.linkedinAccessToken!);
      if (!token || !user.linkedinUserUrn) {
        await update(user, { linkedinTokenExpiry: clock.now() });
        throw new AppError(
          'CONFLICT',
          'Your LinkedIn connection can no longer be used. Reconnect LinkedIn in your profile to publish.',
        );
      }
      return { accessToken: token.plaintext, authorUrn: user.linkedinUserUrn, sealedToken: token.sealed };
    },

    /** LinkedIn refused the token (401): the connection counts as expired until the user reconnects. */
    async markExpired(user: UserRow, sealedToken: string): Promise<void> {
      // Only the token that failed: a reconnect that happened meanwhile stays.
      await db
        .update(users)
        .set({ linkedinTokenExpiry: clock.now(), updatedAt: clock.now() })
        .where(and(eq(users.id, user.id), eq(users.linkedinAccessToken, sealedToken)));
    },
  };
}
export type LinkedInConnectionService = ReturnType<typeof createLinkedInConnectionService>;
