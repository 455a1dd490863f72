import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilePictureResponseSchema } from '@shared/schemas/media';
import { setCurrentUser, type SessionUser } from '@/data/get-current-user';
import { queryKeys } from '@/data/query-keys';
import { uploadFile } from '@/lib/upload-file';

/** PUT /api/profile/picture (multipart): the server checks and re-encodes it; answers where it is served. */
export async function uploadProfilePicture(file: File): Promise<string> {
  return profilePictureResponseSchema.parse(await uploadFile<unknown>('PUT', '/api/profile/picture', file))
    .profileImage;
}

/** The new picture shows at once everywhere the user is (sidebar, mobile menu, avatar card, previews). */
export function useUploadProfilePicture(user: SessionUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (profileImage) => {
      setCurrentUser(queryClient, { ...user, profileImage });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });
}
