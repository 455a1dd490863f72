import { api } from '@/lib/api-client';
import type { SessionUser } from '@/data/get-current-user';
import { useLinkedInMutation } from './linkedin-mutation';

/** DELETE /api/linkedin/credentials: back to Postwright's own LinkedIn app. */
export const removeLinkedInCredentials = () => api.delete<SessionUser>('/api/linkedin/credentials');
export const useRemoveLinkedInCredentials = () => useLinkedInMutation<void>(removeLinkedInCredentials);
