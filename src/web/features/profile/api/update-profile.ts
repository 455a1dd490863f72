import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateProfileSchema } from '@shared/schemas/auth';
import type { z } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { parseSessionUser, setCurrentUser, type SessionUser } from '@/data/get-current-user';

export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

/**
 * PATCH /api/auth/profile. Every field is sent, so an emptied optional field
 * (title, LinkedIn URL) is removed rather than left as it was.
 */
export async function updateProfile(values: UpdateProfileValues): Promise<SessionUser> {
  const body = await api.patch<unknown>('/api/auth/profile', {
    fullName: values.fullName,
    email: values.email,
    linkedinProfile: values.linkedinProfile ?? '',
    professionalTitle: values.professionalTitle ?? '',
    // Only sent with a new e-mail (the server checks it there).
    ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
  });
  return parseSessionUser(body);
}

/** Refreshes the current user everywhere (shells, avatar) with the answer (customer-area §7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
