import { OAuth2Server } from 'oauth2-mock-server';

export type FakeGoogleUser = { sub: string; email: string; email_verified: boolean; name?: string };

/**
 * A real OAuth 2 / OpenID Connect server (discovery, authorize, token, signed
 * ID tokens) standing in for Google. `nextUser` decides who "signs in".
 */
export async function startFakeOidcServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const address = server.address();
  const url = `http://127.0.0.1:${address.port}`;
  let nextUser: FakeGoogleUser = {
    sub: 'google-sub-1',
    email: 'someone@gmail.com',
    email_verified: true,
    name: 'Some One',
  };

  server.service.on('beforeTokenSigning', (token, req) => {
    const body = (req as unknown as { body?: Record<string, string> }).body ?? {};
    token.payload.aud = body.client_id ?? token.payload.aud;
    Object.assign(token.payload, nextUser);
  });

  return {
    url,
    setNextUser(user: FakeGoogleUser) {
      nextUser = user;
    },
    stop: () => server.stop(),
  };
}
export type FakeOidcServer = Awaited<ReturnType<typeof startFakeOidcServer>>;
