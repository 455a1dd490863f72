import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@shared/constants';
import type { Executor } from '../db/client';
import { DEFAULT_TEST_PASSWORD, createUser } from './factories';

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in through the real login call and returns headers that carry the session. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEFAULT_TEST_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookieFrom(response) };
}

export type AuthHeaders = Awaited<ReturnType<typeof signIn>>;

/** A new user (factory defaults plus `overrides`) signed in through the real login call: the setup most API tests start from. */
export async function signedInUser(
  t: { app: FastifyInstance; db: Executor },
  overrides: Parameters<typeof createUser>[1] = {},
  remoteAddress?: string,
) {
  const user = await createUser(t.db, overrides);
  return { user, headers: await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD, remoteAddress) };
}
