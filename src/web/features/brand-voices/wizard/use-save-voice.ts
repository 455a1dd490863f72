import { useState } from 'react';
import type { BrandVoice, BrandVoiceInput } from '@shared/schemas/brand-voices';
import { trackEvent } from '@/lib/analytics';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateBrandVoice } from '../api/create-brand-voice';
import { useUpdateBrandVoice } from '../api/update-brand-voice';

export type SaveFailure = { title: string; message: string };

/**
 * The last step of either wizard: create the voice (POST) or, when editing,
 * update it (PUT). Success is a toast; a failure is a toast too, and stays
 * on the step (`failure`) under the wizard's own title for it.
 */
export function useSaveVoice({ editingId, failureTitle }: { editingId: string | undefined; failureTitle: string }) {
  const create = useCreateBrandVoice();
  const update = useUpdateBrandVoice();
  const [failure, setFailure] = useState<SaveFailure>();
  const [saved, setSaved] = useState<BrandVoice | null>(null);

  /** Whether the voice was saved (it is then `saved`); a failure is shown. */
  async function save(input: BrandVoiceInput): Promise<boolean> {
    try {
      const { brandVoice } =
        editingId !== undefined ? await update.mutateAsync({ id: editingId, input }) : await create.mutateAsync(input);
      setSaved(brandVoice);
      trackEvent('Brand voice', editingId !== undefined ? 'Updated' : 'Created');
      toast({
        title: editingId !== undefined ? 'Brand voice updated' : 'Brand voice created',
        description: `“${brandVoice.name}” is saved.`,
      });
      return true;
    } catch (error) {
      const message = errorMessage(error, 'Please try again in a moment.');
      setFailure({ title: failureTitle, message });
      toast({ variant: 'destructive', title: failureTitle, description: message });
      return false;
    }
  }

  return {
    save,
    saved,
    isPending: create.isPending || update.isPending,
    failure,
    clearFailure: () => setFailure(undefined),
    /** A failure found before sending (a stale form), shown like a refused save but without a toast. */
    fail: (message: string) => setFailure({ title: failureTitle, message }),
  };
}
