import { and, eq, lt } from 'drizzle-orm';
import {
  LINKEDIN_FULL_SCOPES,
  LINKEDIN_LIMITED_SCOPES,
  LINKEDIN_ORGANIZATION_SCOPES,
  LINKEDIN_POSTING_SCOPE,
  type LinkedInConnectError,
} from '@shared/schemas/linkedin';
import { linkedinAuthStates, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { LinkedInError } from '../../integrations/linkedin/linkedin-error';
import { sha256 } from '../../lib/tokens';
import type { LinkedInServiceDeps } from './linkedin-deps';
import type { LinkedInPagesService } from './linkedin-pages.service';

// Connecting a LinkedIn account: the authorization URL (with a random state
// bound to the session), then the callback: the state is consumed once, the
// code exchanged, the member read from OpenID userinfo, the token sealed.

const STATE_TTL_MS = 10 * 60 * 1000;

export type CallbackQuery = { code?: string; state?: string; error?: string; error_description?: string };
export type CallbackOutcome = { popup: boolean } & (
  { result: 'connected'; limited: boolean } | { result: 'error'; reason: LinkedInConnectError }
);

type Deps = LinkedInServiceDeps & {
  /** LINKEDIN_ORGANIZATION_SCOPES: a full connection also asks to read and post as the member's company pages. */
  organizationScopes: boolean;
  pages: Pick<LinkedInPagesService, 'syncAfterConnect'>;
};

export function createLinkedInAuthorizationService({
  db,
  clock,
  linkedin,
  secrets,
  systemLogs,
  organizationScopes,
  pages,
}: Deps) {
  const log = (
    level: 'info' | 'warning' | 'error',
    message: string,
    userId: string | null,
    metadata?: Record<string, unknown>,
  ) => systemLogs.record({ level, source: 'linkedin', message, userId, ...(metadata ? { metadata } : {}) });

  /** Reads the member and stores the connection; answers whether it can post. */
  async function connect(
    user: UserRow,
    grant: { accessToken: string; expiresInSeconds: number; scopes: string[]; refreshToken?: string },
    clientId: string,
  ) {
    const member = await linkedin.api.userInfo(grant.accessToken);
    const picture = member.pictureUrl ? await linkedin.api.pictureDataUrl(member.pictureUrl) : null;
    const now = clock.now();
    const canPublish = grant.scopes.includes(LINKEDIN_POSTING_SCOPE);
    await db
      .update(users)
      .set({
        linkedinAccessToken: secrets.seal(user, 'linkedin_access_token', grant.accessToken),
        linkedinTokenExpiry: new Date(now.getTime() + grant.expiresInSeconds * 1000),
        linkedinScopes: grant.scopes,
        linkedinUserUrn: `urn:li:person:${member.sub}`,
        linkedinMemberName: member.name,
        linkedinMemberPicture: picture,
        linkedinConnectedAt: now,
        linkedinTokenClientId: clientId,
        // A reconnect without a refresh token keeps the stored one (LinkedIn may not send it again); one issued by
        // another LinkedIn app could not refresh this app's token, so it goes.
        ...(grant.refreshToken
          ? { linkedinRefreshToken: secrets.seal(user, 'linkedin_refresh_token', grant.refreshToken) }
          : user.linkedinTokenClientId !== clientId
            ? { linkedinRefreshToken: null }
            : {}),
        // One-click publishing needs the posting permission; it stays as the user left it otherwise.
        ...(canPublish ? {} : { directPostingEnabled: false }),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await pages.syncAfterConnect(user, grant.accessToken, grant.scopes);
    return canPublish;
  }

  return {
    /** GET /api/linkedin/auth: the URL to open (in a popup, or the whole tab when popups are blocked). */
    async start(
      user: UserRow,
      sessionId: string,
      options: { limited: boolean; popup: boolean },
    ): Promise<{ authUrl: string }> {
      const app = await secrets.appFor(user);
      if (!app)
        throw new AppError(
          'CONFLICT',
          'LinkedIn is not set up yet: add your LinkedIn app’s Client ID, Client Secret and Redirect URI first.',
        );
      const now = clock.now();
      const state = linkedin.oauth.newState();
      // Abandoned authorizations are cleared as new ones start (the expiry index serves this).
      await db.delete(linkedinAuthStates).where(lt(linkedinAuthStates.expiresAt, now));
      await db.insert(linkedinAuthStates).values({
        stateHash: sha256(state),
        userId: user.id,
        sessionId,
        limited: options.limited,
        popup: options.popup,
        clientId: app.clientId,
        redirectUri: app.redirectUri,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      });
      const scopes = options.limited
        ? LINKEDIN_LIMITED_SCOPES
        : [...LINKEDIN_FULL_SCOPES, ...(organizationScopes ? LINKEDIN_ORGANIZATION_SCOPES : [])];
      return {
        authUrl: linkedin.oauth.authorizationUrl({
          clientId: app.clientId,
          redirectUri: app.redirectUri,
          state,
          scopes,
        }),
      };
    },

    /**
     * GET /api/linkedin/callback. Never throws: every ending is an outcome the
     * callback page can show. The state is deleted once its owner's session is
     * checked, so a replayed callback finds nothing, and nobody else can spend it.
     */
    async complete(user: UserRow | null, sessionId: string | null, query: CallbackQuery): Promise<CallbackOutcome> {
      const stateHash = query.state ? sha256(query.state) : null;
      const [found] = stateHash
        ? await db.select().from(linkedinAuthStates).where(eq(linkedinAuthStates.stateHash, stateHash))
        : [];
      const popup = found?.popup ?? true;
      const fail = async (reason: LinkedInConnectError, detail?: string): Promise<CallbackOutcome> => {
        await log(
          reason === 'cancelled' ? 'info' : 'warning',
          `LinkedIn connection failed: ${reason}${detail ? ` (${detail})` : ''}`,
          user?.id ?? null,
        );
        return { result: 'error', reason, popup };
      };
      if (!user || !sessionId) return fail('signed_out');
      // Spent only by its owner's session, in one statement: a stranger's or a signed-out call leaves it for the owner.
      const [row] =
        found && stateHash && found.userId === user.id && found.sessionId === sessionId
          ? await db
              .delete(linkedinAuthStates)
              .where(
                and(
                  eq(linkedinAuthStates.stateHash, stateHash),
                  eq(linkedinAuthStates.userId, user.id),
                  eq(linkedinAuthStates.sessionId, sessionId),
                ),
              )
              .returning()
          : [];
      if (!row) return fail('invalid_state');
      if (row.expiresAt.getTime() <= clock.now().getTime()) return fail('expired_state');
      if (query.error) {
        if (query.error === 'unauthorized_scope_error')
          return fail('unauthorized_scope_error', query.error_description?.slice(0, 200));
        if (query.error.startsWith('user_cancelled')) return fail('cancelled');
        return fail(
          'linkedin_error',
          `${query.error}${query.error_description ? `: ${query.error_description.slice(0, 200)}` : ''}`,
        );
      }
      if (!query.code) return fail('linkedin_error', 'no code in the callback');

      const app = await secrets.appById(user, row.clientId, row.redirectUri);
      if (!app) return fail('not_configured', 'the LinkedIn app changed during the authorization');
      let grant;
      try {
        grant = await linkedin.oauth.exchangeCode(app, query.code);
      } catch (error) {
        return fail('exchange_failed', describe(error));
      }
      try {
        const canPublish = await connect(user, grant, app.clientId);
        await log(
          'info',
          canPublish ? 'LinkedIn connected' : 'LinkedIn connected with Limited Permissions (no posting)',
          user.id,
          { scopes: grant.scopes },
        );
        return { result: 'connected', limited: !canPublish, popup };
      } catch (error) {
        return fail('profile_failed', describe(error));
      }
    },
  };
}
export type LinkedInAuthorizationService = ReturnType<typeof createLinkedInAuthorizationService>;

function describe(error: unknown): string {
  if (error instanceof LinkedInError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
