import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { createAppleOAuth, type AppleOAuth } from './apple-oauth';
import { createGoogleOAuth, type GoogleOAuth } from './google-oauth';
import { createStripeGateway, type StripeGateway } from './stripe';
import { createLinkedInClient, type LinkedInClient } from './linkedin/linkedin-client';

/** Third-party clients, each present only when its keys are configured. */
export type Integrations = {
  google: GoogleOAuth | null;
  /** Sign in with Apple; null until the four APPLE_* variables are set. */
  apple: AppleOAuth | null;
  /** Payments; null until STRIPE_SECRET_KEY (and its webhook secret) are set. */
  stripe: StripeGateway | null;
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
    apple:
      env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
        ? createAppleOAuth({
            clientId: env.APPLE_CLIENT_ID,
            teamId: env.APPLE_TEAM_ID,
            keyId: env.APPLE_KEY_ID,
            privateKeyPem: env.APPLE_PRIVATE_KEY,
            redirectUri: `${env.APP_URL.replace(/\/$/, '')}/api/auth/apple/callback`,
            authUrl: env.APPLE_AUTH_URL,
            now: () => clock.now(),
          })
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? createStripeGateway({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          })
        : null,
    linkedin: createLinkedInClient(env),
  };
}
