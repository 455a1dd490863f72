import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { SIMPLE_WIZARD_CATEGORIES } from '@shared/constants';
import { BRAND_VOICE_CATEGORIES, DESCRIPTION_MAX } from '@shared/schemas/brand-voices';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useCurrentBrandVoice } from '@/data/get-current-brand-voice';
import { ActiveVoiceSummary } from '../components/active-voice-summary';
import { EditVoiceFrame } from '../components/edit-voice-frame';
import { SimpleWizard } from '../components/simple-wizard/simple-wizard';
import { VoicePageFrame } from '../components/voice-page-frame';
import { SummarySkeleton } from '../components/wizard-skeleton';
import { FETCH_FAILED } from '../messages';
import { editPathFor } from '../wizard/edit-path';
import {
  EMPTY_VOICE_VALUES,
  isExtendedVoice,
  valuesFromVoice,
  type VoiceFormValues,
} from '../wizard/voice-form-values';

/**
 * /brand-voice: the simple wizard, or 'Your Brand Voice is Active!' when a
 * voice exists. `?edit={id}` updates that voice; `?name`, `?category` and
 * `?description` prefill a new one (and ask for the wizard even when a voice exists).
 */
export function BrandVoicePage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') || undefined;
  const prefill = prefillFrom(params);

  return (
    <VoicePageFrame
      documentTitle={editId ? 'Update Brand Voice · Postwright' : 'Brand Voice · Postwright'}
      back={
        editId ? { to: '/brand-voices', label: 'Back to Manager' } : { to: '/dashboard', label: 'Back to Dashboard' }
      }
    >
      {editId ? <EditVoice key={editId} id={editId} /> : <NewOrActiveVoice prefill={prefill} />}
    </VoicePageFrame>
  );
}

function EditVoice({ id }: { id: string }) {
  return (
    <EditVoiceFrame
      id={id}
      title="Update Brand Voice"
      description="Adjust your scales and style choices; Postwright rewrites the profile from your answers."
    >
      {(voice) =>
        // One editor per voice (issue 26): a voice with the four-step wizard's answers is edited there, from any link.
        isExtendedVoice(voice) ? (
          <Navigate to={editPathFor(voice)} replace />
        ) : (
          <SimpleWizard initialValues={valuesFromVoice(voice)} editingId={id} />
        )
      }
    </EditVoiceFrame>
  );
}

function NewOrActiveVoice({ prefill }: { prefill: Partial<VoiceFormValues> | undefined }) {
  // Once a save starts, this page keeps the wizard (and its result) even though a voice now exists.
  const [keepWizard, setKeepWizard] = useState(false);
  const current = useCurrentBrandVoice({ enabled: !prefill });
  const wizard = (
    <>
      <PageHeader
        title="Create Your Brand Voice"
        description="Three short steps teach Postwright how you write, so every post sounds like you."
      />
      <SimpleWizard initialValues={{ ...EMPTY_VOICE_VALUES, ...prefill }} onSaving={() => setKeepWizard(true)} />
    </>
  );
  if (prefill || keepWizard) return wizard;

  const header = (
    <PageHeader title="Brand Voice" description="The voice Postwright writes in when you generate posts." />
  );
  if (current.isPending) {
    return (
      <>
        {header}
        <SummarySkeleton />
      </>
    );
  }
  if (current.isError) {
    return (
      <>
        {header}
        <ErrorState
          title={FETCH_FAILED}
          message={errorMessage(current.error, 'Please try again.')}
          onRetry={() => void current.refetch()}
        />
      </>
    );
  }
  const voice = current.data.brandVoice;
  if (!voice) return wizard;
  return (
    <>
      {header}
      <ActiveVoiceSummary voice={voice} />
    </>
  );
}

/** Query-string prefill; a category outside the lists is ignored rather than refused later. */
function prefillFrom(params: URLSearchParams): Partial<VoiceFormValues> | undefined {
  const name = params.get('name');
  const category = params.get('category');
  const description = params.get('description');
  if (name === null && category === null && description === null) return undefined;
  const prefill: Partial<VoiceFormValues> = {};
  if (name !== null) prefill.name = name.slice(0, 100);
  if (category !== null && (BRAND_VOICE_CATEGORIES as readonly string[]).includes(category))
    prefill.category = category;
  else if (category !== null) {
    const match = SIMPLE_WIZARD_CATEGORIES.find((c) => c.toLowerCase() === category.toLowerCase());
    if (match) prefill.category = match;
  }
  if (description !== null) prefill.description = description.slice(0, DESCRIPTION_MAX);
  return prefill;
}
