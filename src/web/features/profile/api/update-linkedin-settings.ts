import type { LinkedInSettingsInput } from '@shared/schemas/linkedin';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/data/get-current-user';
import { useLinkedInMutation } from './linkedin-mutation';

/** POST /api/linkedin/settings: one-click publishing on or off (only while connected with posting rights). */
export const updateLinkedInSettings = (values: LinkedInSettingsInput) =>
  api.post<SessionUser>('/api/linkedin/settings', values);
export const useUpdateLinkedInSettings = () => useLinkedInMutation(updateLinkedInSettings);
