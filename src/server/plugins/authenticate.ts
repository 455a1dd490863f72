import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE } from '@shared/constants';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import type { Services } from '../services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The signed-in user, or null; set for every request by the authenticate hook. */
    user: UserRow | null;
    /** Hash of the current session id (to keep it when ending the others). */
    sessionId: string | null;
    /** The signed-in user's plan's monthly credits, read with the session (decision 063); null when signed out. */
    monthlyAllocation: number | null;
  }
}

/** Resolves the session cookie once per request; routes then call requireUser/requireAdmin. */
export function registerAuthenticate(
  app: FastifyInstance,
  options: { secureCookies: boolean; services: Pick<Services, 'sessions' | 'credits'> },
): void {
  const { sessions, credits } = options.services;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('monthlyAllocation', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      // A marker whose session cookie is gone (expired, removed by hand) would keep asking who is signed in.
      if (request.cookies[SIGNED_IN_MARKER_COOKIE]) clearSessionCookie(reply, options.secureCookies);
      return;
    }
    const resolved = await sessions.resolve(token);
    if (!resolved) {
      clearSessionCookie(reply, options.secureCookies);
      return;
    }
    request.sessionId = resolved.sessionId;
    request.monthlyAllocation = resolved.monthlyAllocation;
    request.user = await credits.applyMonthlyTopUp(resolved.user);
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
  return user;
}

/** The session cookie and, beside it, the marker the page reads (decision 127): same path, lifetime and scope. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/** Ends both cookies: sign-out, account deletion, and a session the server no longer knows. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_MARKER_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
