import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { createGoogleOAuth, type GoogleOAuth } from './google-oauth';

/** Third-party clients, each present only when its keys are configured. */
export type Integrations = {
  google: GoogleOAuth | null;
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
  };
}
