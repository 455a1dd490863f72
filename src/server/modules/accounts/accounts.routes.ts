import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeTokenSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  signInLinkSchema,
  updateProfileSchema,
  VERIFICATION_SENT_MESSAGE,
  verifyEmailSchema,
} from '@shared/schemas/auth';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/authenticate';
import type { RequestMeta } from './accounts.service';
import { toPublicUser } from './public-user';
import type { RouteServices } from '../../plugins/app-decorations';

const HOUR = 60 * 60 * 1000;

export const accountsRoutes: FastifyPluginAsyncZod<
  RouteServices<
    'accounts' | 'clock' | 'emailChange' | 'emailVerification' | 'gdpr' | 'passwordReset' | 'sessions' | 'signInLinks'
  >
> = async (app, { services }) => {
  const { secureCookies } = app.appConfig;
  const meta = (request: { ip: string; headers: Record<string, unknown> }): RequestMeta => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });
  const ok = (message: string) => ({ success: true as const, message });
  // The LinkedIn connection's state depends on the time: the injected clock decides.
  const publicUser = (user: Parameters<typeof toPublicUser>[0]) => toPublicUser(user, services.clock.now());
  /** Signing in replaces whatever session the browser held: the old id must not live on. */
  const endPreviousSession = async (request: { cookies: Record<string, string | undefined> }) => {
    const previous = request.cookies[app.appConfig.sessionCookie];
    if (previous) await services.sessions.destroy(previous);
  };

  app.post(
    '/auth/register',
    {
      schema: { body: registerSchema, response: { 201: publicUserSchema } },
      config: { rateLimit: { max: 10, timeWindow: HOUR } },
    },
    async (request, reply) => {
      const { user, session } = await services.accounts.register(request.body, meta(request));
      await services.emailVerification.sendLink(user);
      await endPreviousSession(request);
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return reply.status(201).send(publicUser(user));
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: loginSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const { user, session } = await services.accounts.login(request.body, meta(request));
      await endPreviousSession(request);
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return publicUser(user);
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: messageResponseSchema } } }, async (request, reply) => {
    const token = request.cookies[app.appConfig.sessionCookie];
    if (token) await services.sessions.destroy(token);
    clearSessionCookie(reply, secureCookies);
    return ok('Signed out');
  });

  app.get('/auth/me', { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    publicUser(requireUser(request)),
  );

  app.patch(
    '/auth/profile',
    { schema: { body: updateProfileSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const { email, currentPassword, ...profile } = request.body;
      const current = requireUser(request);
      // A new e-mail needs the current password and waits for the link sent to it.
      const emailChangeRequested = email !== undefined && email.toLowerCase() !== current.email;
      if (emailChangeRequested)
        await services.emailChange.request(current, {
          newEmail: email,
          currentPassword,
          sessionId: request.sessionId,
        });
      const user = await services.accounts.updateProfile(current, profile);
      if (emailChangeRequested) reply.header('x-email-change', 'confirmation-sent');
      return publicUser(user);
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      schema: { body: emailChangeTokenSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      await services.emailChange.confirm(request.body.token);
      return ok('Your new e-mail address is confirmed.');
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: { body: verifyEmailSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      await services.emailVerification.confirm(request.body.token);
      return ok('Your e-mail address is confirmed.');
    },
  );

  app.post(
    '/auth/sign-in-link',
    {
      schema: { body: signInLinkSchema, response: { 200: publicUserSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      const { user, session } = await services.signInLinks.redeem(request.body.token, meta(request));
      await endPreviousSession(request);
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return publicUser(user);
    },
  );

  app.post(
    '/auth/verify-email/resend',
    { schema: { response: { 200: messageResponseSchema } }, config: { rateLimit: { max: 10, timeWindow: HOUR } } },
    async (request) => {
      await services.emailVerification.sendLink(requireUser(request));
      return ok(VERIFICATION_SENT_MESSAGE);
    },
  );

  app.post(
    '/auth/undo-email-change',
    {
      schema: { body: emailChangeTokenSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request, reply) => {
      await services.emailChange.undo(request.body.token);
      clearSessionCookie(reply, secureCookies);
      return ok(
        'Your previous e-mail address is back and every session was ended. Sign in, then change your password.',
      );
    },
  );

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await services.accounts.changePassword(requireUser(request), request.body, request.sessionId);
      return ok('Password changed successfully!');
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      await services.passwordReset.request(request.body.email);
      return ok(FORGOT_PASSWORD_MESSAGE);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      await services.passwordReset.reset(request.body);
      return ok('Your password has been reset. You can now sign in with your new password.');
    },
  );

  app.delete(
    '/auth/account',
    { schema: { body: deleteAccountSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await services.gdpr.deleteAccount(requireUser(request), request.body);
      clearSessionCookie(reply, secureCookies);
      return ok('Your account has been deleted');
    },
  );
};
