import { api } from '@/lib/api-client';
import type { SessionUser } from '@/data/get-current-user';
import { useLinkedInMutation } from './linkedin-mutation';

/** DELETE /api/linkedin/disconnect: the token is revoked at LinkedIn and removed here. */
export const disconnectLinkedIn = () => api.delete<SessionUser>('/api/linkedin/disconnect');
export const useDisconnectLinkedIn = () => useLinkedInMutation<void>(disconnectLinkedIn);
