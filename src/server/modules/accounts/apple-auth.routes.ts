import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@shared/schemas/common';
import { AppError } from '../../errors';
import { setSessionCookie } from '../../plugins/authenticate';
import type { RouteServices } from '../../plugins/app-decorations';

const STATE_COOKIE = 'pw_apple_state';
const NONCE_COOKIE = 'pw_apple_nonce';
const COOKIE_PATH = '/api/auth/apple';
const TEN_MINUTES = 10 * 60;

/** What Apple posts to the callback (response_mode=form_post); `user` (JSON) only on the first authorization. */
const callbackForm = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  user: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});

/**
 * Sign in with Apple (decision 120). Apple answers with a cross-site form POST from its own origin, so:
 * - the flow's state and nonce cookies are `SameSite=None; Secure` (a Lax cookie is not sent with a cross-site POST);
 *   they hold nothing but this flow's one-time values, on this path only, for 10 minutes;
 * - the callback is exempt from the cross-site guard, which would refuse Apple's Origin; its own proof is the state
 *   matched against that cookie, the nonce inside the verified ID token, and a code only our client secret redeems;
 *   an Origin other than Apple's or ours is still refused;
 * - it answers with a 303 to a same-origin page, where the Lax session cookie set here is in force.
 */
export const appleAuthRoutes: FastifyPluginAsyncZod<RouteServices<'appleSignIn'>> = async (app, { services }) => {
  const apple = app.integrations.apple;
  const flowCookie = { path: COOKIE_PATH, httpOnly: true, sameSite: 'none' as const, secure: true };
  const appOrigin = new URL(app.appConfig.appUrl).origin;

  // Apple's form only; scoped to this plugin, so no other route accepts form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/auth/apple', async (_request, reply) => {
    if (!apple) return reply.redirect('/auth?error=apple_not_configured');
    const { url, state, nonce } = apple.createAuthorization();
    reply.setCookie(STATE_COOKIE, state, { ...flowCookie, maxAge: TEN_MINUTES });
    reply.setCookie(NONCE_COOKIE, nonce, { ...flowCookie, maxAge: TEN_MINUTES });
    return reply.redirect(url);
  });

  app.post(
    '/auth/apple/callback',
    { config: { crossSiteExempt: true }, schema: { body: callbackForm } },
    async (request, reply) => {
      if (!apple) return reply.redirect('/auth?error=apple_not_configured', 303);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== apple.origin && origin !== appOrigin)
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      const expectedState = request.cookies[STATE_COOKIE];
      const nonce = request.cookies[NONCE_COOKIE];
      reply.clearCookie(STATE_COOKIE, flowCookie).clearCookie(NONCE_COOKIE, flowCookie);
      const { code, state, user, error } = request.body;
      // Closing Apple's page with Cancel is no failure to report.
      if (error === 'user_cancelled_authorize') return reply.redirect('/auth', 303);
      if (error || !code || !state || !expectedState || !nonce || state !== expectedState)
        return reply.redirect('/auth?error=apple_failed', 303);
      try {
        const identity = await apple.exchange({ code, nonce, user });
        const { session } = await services.appleSignIn.signIn(identity, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(reply, session.token, session.expiresAt, app.appConfig.secureCookies);
        return reply.redirect('/', 303);
      } catch (failure) {
        const suspended = failure instanceof AppError && failure.code === 'ACCOUNT_SUSPENDED';
        app.log.warn({ err: failure }, 'apple sign-in failed');
        return reply.redirect(suspended ? '/auth?error=account_suspended' : '/auth?error=apple_failed', 303);
      }
    },
  );
};
