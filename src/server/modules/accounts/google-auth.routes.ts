import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProvidersSchema, GOOGLE_REAUTH_MISMATCH } from '@shared/schemas/auth';
import { z } from '@shared/schemas/common';
import { AppError } from '../../errors';
import { setSessionCookie } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

const STATE_COOKIE = 'pw_google_state';
const VERIFIER_COOKIE = 'pw_google_verifier';
/** Set when a signed-in user starts "Confirm with Google" rather than a sign-in. */
const INTENT_COOKIE = 'pw_google_intent';
const COOKIE_PATH = '/api/auth/google';
const TEN_MINUTES = 10 * 60;

const startQuery = z.object({ intent: z.enum(['reauth']).optional() });

const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

export const googleAuthRoutes: FastifyPluginAsyncZod<RouteServices<'googleSignIn'>> = async (app, { services }) => {
  const { secureCookies } = app.appConfig;
  const oauth = app.integrations.google;
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  // Public: the auth page hides "Continue with Google" (or Apple) when it could only answer …_not_configured.
  app.get('/auth/providers', { schema: { response: { 200: authProvidersSchema } } }, async () => ({
    google: Boolean(oauth),
    apple: Boolean(app.integrations.apple),
  }));

  app.get('/auth/google', { schema: { querystring: startQuery } }, async (request, reply) => {
    if (!oauth) return reply.redirect('/auth?error=google_not_configured');
    const reauth = request.query.intent === 'reauth';
    if (reauth && !request.user) return reply.redirect('/auth');
    try {
      const { url, state, codeVerifier } = await oauth.createAuthorization();
      reply.setCookie(STATE_COOKIE, state, { ...cookieOptions, maxAge: TEN_MINUTES });
      reply.setCookie(VERIFIER_COOKIE, codeVerifier, { ...cookieOptions, maxAge: TEN_MINUTES });
      if (reauth) reply.setCookie(INTENT_COOKIE, 'reauth', { ...cookieOptions, maxAge: TEN_MINUTES });
      else reply.clearCookie(INTENT_COOKIE, cookieOptions);
      return reply.redirect(url);
    } catch (error) {
      app.log.warn({ err: error }, 'google sign-in could not start');
      return reply.redirect('/auth?error=google_failed');
    }
  });

  app.get('/auth/google/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
    if (!oauth) return reply.redirect('/auth?error=google_not_configured');
    const expectedState = request.cookies[STATE_COOKIE];
    const codeVerifier = request.cookies[VERIFIER_COOKIE];
    const reauth = request.cookies[INTENT_COOKIE] === 'reauth';
    reply
      .clearCookie(STATE_COOKIE, cookieOptions)
      .clearCookie(VERIFIER_COOKIE, cookieOptions)
      .clearCookie(INTENT_COOKIE, cookieOptions);
    const { code, state } = request.query;
    const flowIntact =
      !request.query.error && code && state && expectedState && codeVerifier && state === expectedState;
    if (reauth) {
      // Back to the profile either way; only the same Google account, on this session, counts.
      if (!request.user || !request.sessionId) return reply.redirect('/auth');
      if (!flowIntact) return reply.redirect('/profile?google=reauth_failed');
      try {
        await services.googleSignIn.confirmReauth(
          request.user,
          request.sessionId,
          await oauth.exchange(code, codeVerifier),
        );
        return reply.redirect('/profile?google=confirmed');
      } catch (error) {
        app.log.warn({ err: error }, 'google re-authentication failed');
        return reply.redirect(
          error instanceof AppError && error.code === 'FORBIDDEN'
            ? `/profile?google=${GOOGLE_REAUTH_MISMATCH}`
            : '/profile?google=reauth_failed',
        );
      }
    }
    if (!flowIntact) return reply.redirect('/auth?error=google_failed');
    try {
      const identity = await oauth.exchange(code, codeVerifier);
      const { session } = await services.googleSignIn.signIn(identity, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return reply.redirect('/');
    } catch (error) {
      const suspended = error instanceof AppError && error.code === 'ACCOUNT_SUSPENDED';
      app.log.warn({ err: error }, 'google sign-in failed');
      return reply.redirect(suspended ? '/auth?error=account_suspended' : '/auth?error=google_failed');
    }
  });
};
