import { zodResolver } from '@hookform/resolvers/zod';
import { CopyPlusIcon, Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { cloneBrandVoiceRequestSchema, type CloneBrandVoiceRequest } from '@shared/schemas/brand-voices';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCloneBrandVoice } from '@/features/brand-voices/api/clone-brand-voice';
import { CLONE_FAILED } from '@/features/brand-voices/messages';
import type { BrandVoice } from '@shared/schemas/brand-voices';
import { VoiceDialog, type VoiceDialogProps } from './voice-dialog';

/** Clone under a new name, '<name> Copy' by default (customer-area §5). */
export function CloneVoiceDialog({ voice, onOpenChange }: VoiceDialogProps) {
  return (
    <VoiceDialog voice={voice} onOpenChange={onOpenChange}>
      {/* Keyed by voice, so the name starts from this voice every time the dialog opens. */}
      {(shown) => <CloneForm key={shown.id} voice={shown} onDone={() => onOpenChange(false)} />}
    </VoiceDialog>
  );
}

function CloneForm({ voice, onDone }: { voice: BrandVoice; onDone: () => void }) {
  const clone = useCloneBrandVoice();
  const form = useForm<CloneBrandVoiceRequest>({
    resolver: zodResolver(cloneBrandVoiceRequestSchema),
    defaultValues: { name: `${voice.name} Copy` },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const { brandVoice } = await clone.mutateAsync({ id: voice.id, name });
      toast({ title: 'Brand voice cloned', description: `“${brandVoice.name}” was added to your voices.` });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields?.name)
        form.setError('name', { type: 'server', message: error.fields.name });
      toast({
        variant: 'destructive',
        title: CLONE_FAILED,
        description: errorMessage(error, 'Please try again in a moment.'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeading title="Clone brand voice">
        Make a copy of “{voice.name}” with all its answers, to try a variation without touching the original.
      </DialogHeading>
      <FormField id="clone-name" label="Name of the copy" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" disabled={clone.isPending} {...form.register('name')} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={clone.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={clone.isPending}>
          {clone.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <CopyPlusIcon aria-hidden="true" />
          )}
          {clone.isPending ? 'Cloning...' : 'Clone Voice'}
        </Button>
      </DialogFooter>
    </form>
  );
}
