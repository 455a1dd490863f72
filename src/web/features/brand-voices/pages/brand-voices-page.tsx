import { MicIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteBrandVoice } from '../api/delete-brand-voice';
import { useBrandVoices } from '@/data/get-brand-voices';
import { useSetDefaultBrandVoice } from '../api/set-default-brand-voice';
import { CloneVoiceDialog } from '../components/manager/clone-voice-dialog';
import { VoiceCard, type VoiceAction } from '../components/manager/voice-card';
import { VoiceDetailsDialog } from '../components/manager/voice-details-dialog';
import { VoiceListSkeleton } from '../components/manager/voice-list-skeleton';
import { DELETE_FAILED, SET_DEFAULT_FAILED } from '../messages';
import type { BrandVoice } from '@shared/schemas/brand-voices';

type OpenDialog = { kind: 'details' | 'clone' | 'delete'; voice: BrandVoice } | null;

/** /brand-voices: every voice as a card, default first (customer-area §2). */
export function BrandVoicesPage() {
  const voices = useBrandVoices();
  const setDefault = useSetDefaultBrandVoice();
  const remove = useDeleteBrandVoice();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = (open: boolean) => (open ? undefined : setDialog(null));

  function onAction(action: VoiceAction, voice: BrandVoice) {
    if (action === 'set-default') {
      setDefault.mutate(voice.id, {
        onSuccess: () =>
          toast({ title: 'Default brand voice updated', description: `New posts will use “${voice.name}”.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: SET_DEFAULT_FAILED,
            description: errorMessage(error, 'Please try again in a moment.'),
          }),
      });
      return;
    }
    setDialog({ kind: action, voice });
  }

  function confirmDelete(voice: BrandVoice) {
    remove.mutate(voice.id, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: 'Brand voice deleted', description: `“${voice.name}” was removed.` });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: DELETE_FAILED,
          description: errorMessage(error, 'Please try again in a moment.'),
        }),
    });
  }

  const create = (
    <Button asChild variant="brand">
      <Link to="/brand-voice/new">
        <PlusIcon aria-hidden="true" />
        Create New Voice
      </Link>
    </Button>
  );
  const list = voices.data?.brandVoices;

  return (
    <div className="container-page grid gap-8 py-8 sm:py-10">
      <title>Brand Voices · Postwright</title>
      <PageHeader
        title="Brand Voices"
        description="Every voice you write in. The default voice is the one new posts use unless you pick another."
        actions={list && list.length > 0 ? create : undefined}
      />
      <QueryState
        query={voices}
        loading={<VoiceListSkeleton />}
        errorTitle="Could not load your brand voices"
        isEmpty={(data) => data.brandVoices.length === 0}
        empty={
          <EmptyState
            icon={MicIcon}
            title="No Brand Voices Yet"
            description="Create a voice so every post you generate sounds like you."
            action={create}
          />
        }
      >
        {({ brandVoices }) => (
          <section aria-label="Your brand voices" className="grid gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {brandVoices.length === 1 ? '1 voice' : `${brandVoices.length} voices`}
            </p>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              {brandVoices.map((voice) => (
                <li key={voice.id}>
                  <VoiceCard voice={voice} onAction={onAction} isSettingDefault={setDefault.isPending} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryState>
      <VoiceDetailsDialog voice={dialog?.kind === 'details' ? dialog.voice : undefined} onOpenChange={close} />
      <CloneVoiceDialog voice={dialog?.kind === 'clone' ? dialog.voice : undefined} onOpenChange={close} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={close}
        title={`Delete “${dialog?.voice.name ?? ''}”?`}
        description={
          dialog?.voice.isDefault
            ? 'This is your default voice: your newest remaining voice becomes the default. Posts you already wrote stay in your history.'
            : 'The voice and its answers are removed for good. Posts you already wrote with it stay in your history.'
        }
        confirmLabel="Delete Voice"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        destructive
        onConfirm={() => (dialog ? confirmDelete(dialog.voice) : undefined)}
      />
    </div>
  );
}
