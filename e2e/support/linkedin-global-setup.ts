import type { FullConfig } from '@playwright/test';
import { startFakeLinkedIn } from '../../src/server/test/fakes/linkedin/linkedin-server';
import { SHARE_APP, SIGN_IN_ONLY_APP } from './linkedin-fake';

/**
 * Starts the project's fake LinkedIn for the e2e run, on the port the config
 * gave the app (LINKEDIN_AUTH_URL / LINKEDIN_API_URL), and stops it afterwards.
 */
export default async function linkedinGlobalSetup(config: FullConfig) {
  const url = new URL(process.env.E2E_LINKEDIN_URL!);
  const baseURL = config.projects[0]!.use.baseURL!;
  const redirectUris = [`${baseURL}/api/linkedin/callback`];
  const fake = await startFakeLinkedIn({
    port: Number(url.port),
    host: url.hostname,
    apps: [
      { ...SHARE_APP, name: 'Postwright (e2e)', redirectUris, products: ['openid', 'share'] },
      { ...SIGN_IN_ONLY_APP, name: 'My sign-in app (e2e)', redirectUris, products: ['openid'] },
    ],
  });
  return () => fake.stop();
}
