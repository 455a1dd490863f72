import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandKitSchema, type BrandKitView, type UpdateBrandKit } from '@shared/schemas/media';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';

/** PUT /api/brand-kit: colours and font. */
export async function updateBrandKit(input: UpdateBrandKit): Promise<BrandKitView> {
  return brandKitSchema.parse(await api.put<unknown>(queryKeys.brandKit[0], input));
}

/** PUT /api/brand-kit/logo (multipart) or DELETE it: a logo drawn in a corner of every card and slide. */
export async function setBrandKitLogo(file: File | null): Promise<BrandKitView> {
  const body =
    file === null
      ? await api.delete<unknown>(`${queryKeys.brandKit[0]}/logo`)
      : await uploadFile<unknown>('PUT', `${queryKeys.brandKit[0]}/logo`, file);
  return brandKitSchema.parse(body);
}

function useBrandKitMutation<T>(mutationFn: (input: T) => Promise<BrandKitView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (kit) => queryClient.setQueryData(queryKeys.brandKit, kit) });
}

export const useUpdateBrandKit = () => useBrandKitMutation(updateBrandKit);
export const useSetBrandKitLogo = () => useBrandKitMutation(setBrandKitLogo);
