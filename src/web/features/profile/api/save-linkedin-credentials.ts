import type { LinkedInCredentials } from '@shared/schemas/linkedin';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/data/get-current-user';
import { useLinkedInMutation } from './linkedin-mutation';

/** POST /api/linkedin/credentials: the user's own LinkedIn app (the secret is stored encrypted, never shown again). */
export const saveLinkedInCredentials = (values: LinkedInCredentials) =>
  api.post<SessionUser>('/api/linkedin/credentials', values);
export const useSaveLinkedInCredentials = () => useLinkedInMutation(saveLinkedInCredentials);
