import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { createGoogleOAuth, type GoogleOAuth } from './google-oauth';
import { createLinkedInClient, type LinkedInClient } from './linkedin/linkedin-client';

/** Third-party clients, each present only when its keys are configured. */
export type Integrations = {
  google: GoogleOAuth | null;
  /** Always present: users may bring their own LinkedIn app even without app-wide keys. */
  linkedin: LinkedInClient;
};

export function createIntegrations(env: Env, clock: Clock): Integrations {
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? createGoogleOAuth({
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: `${env.APP_URL.replace(/\/$/, '')}/api/auth/google/callback`,
            issuerUrl: env.GOOGLE_ISSUER_URL,
            now: () => clock.now(),
          })
        : null,
    linkedin: createLinkedInClient(env),
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    integrations: Integrations;
    appConfig: { secureCookies: boolean; sessionCookie: string; appUrl: string };
  }
}
