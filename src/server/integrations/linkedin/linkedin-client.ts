import type { Env } from '../../env';
import { createLinkedInApi } from './linkedin-api';
import { createLinkedInMediaApi } from './linkedin-media';
import { createLinkedInOAuth } from './linkedin-oauth';
import { createLinkedInOrganizationsApi } from './linkedin-organizations';

/** Everything Postwright asks of LinkedIn, pointed at the configured base URLs. */
export function createLinkedInClient(
  env: Pick<Env, 'LINKEDIN_AUTH_URL' | 'LINKEDIN_API_URL' | 'LINKEDIN_API_VERSION' | 'LINKEDIN_TIMEOUT_MS'>,
) {
  return {
    oauth: createLinkedInOAuth({ authUrl: env.LINKEDIN_AUTH_URL, timeoutMs: env.LINKEDIN_TIMEOUT_MS }),
    api: createLinkedInApi({
      apiUrl: env.LINKEDIN_API_URL,
      apiVersion: env.LINKEDIN_API_VERSION,
      timeoutMs: env.LINKEDIN_TIMEOUT_MS,
    }),
    organizations: createLinkedInOrganizationsApi({
      apiUrl: env.LINKEDIN_API_URL,
      apiVersion: env.LINKEDIN_API_VERSION,
      timeoutMs: env.LINKEDIN_TIMEOUT_MS,
    }),
    media: createLinkedInMediaApi({
      apiUrl: env.LINKEDIN_API_URL,
      apiVersion: env.LINKEDIN_API_VERSION,
      timeoutMs: env.LINKEDIN_TIMEOUT_MS,
    }),
  };
}
export type LinkedInClient = ReturnType<typeof createLinkedInClient>;
