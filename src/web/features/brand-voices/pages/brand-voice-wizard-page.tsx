import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EditVoiceFrame } from '../components/edit-voice-frame';
import { ExtendedWizard } from '../components/extended-wizard/extended-wizard';
import { VoicePageFrame } from '../components/voice-page-frame';
import { savedQuestionsOf } from '../wizard/saved-questions';
import { EMPTY_VOICE_VALUES, valuesFromVoice } from '../wizard/voice-form-values';

/** /brand-voice/new (and `?edit={id}`): the four-step wizard. */
export function BrandVoiceWizardPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit') || undefined;
  return (
    <VoicePageFrame
      documentTitle={editId ? 'Edit Brand Voice · Postwright' : 'New Brand Voice · Postwright'}
      back={{ to: '/brand-voices', label: 'Back to Manager' }}
    >
      {editId ? (
        <EditVoice key={editId} id={editId} />
      ) : (
        <>
          <PageHeader
            title="Create a Brand Voice"
            description="Four steps to a voice that sounds like you: profile, personality, style and content."
          />
          <ExtendedWizard initialValues={EMPTY_VOICE_VALUES} />
        </>
      )}
    </VoicePageFrame>
  );
}

function EditVoice({ id }: { id: string }) {
  return (
    <EditVoiceFrame
      id={id}
      title="Edit Brand Voice"
      description="Change any answer; Postwright rewrites the voice profile when you save."
    >
      {(voice) => (
        <ExtendedWizard
          initialValues={valuesFromVoice(voice)}
          editingId={id}
          savedQuestions={savedQuestionsOf(voice)}
        />
      )}
    </EditVoiceFrame>
  );
}
