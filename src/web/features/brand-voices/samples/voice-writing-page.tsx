import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useBrandVoice } from '../api/get-brand-voice';
import { BackLink } from '../components/back-link';
import { AddSamplesCard } from './add-samples-card';
import { CheckDraftCard } from './check-draft-card';
import { SamplesListCard } from './samples-list-card';
import { WritingMeasuredCard } from './writing-measured-card';

/** /brand-voices/{id}/writing: the voice's own posts, what they measure, and "Check a draft" (issue 22). */
export function VoiceWritingPage() {
  const { id = '' } = useParams();
  const voice = useBrandVoice(id);
  const name = voice.data?.brandVoice.name;
  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mx-auto grid max-w-3xl gap-6">
        <title>{`${name ?? 'Your writing'} · Postwright`}</title>
        <BackLink to="/brand-voices" label="Back to Manager" />
        <PageHeader
          title={name ? `${name}: your writing` : 'Your writing'}
          description="Postwright learns how you really write from your own posts, and checks drafts against them."
        />
        <WritingMeasuredCard voiceId={id} />
        <AddSamplesCard voiceId={id} />
        <CheckDraftCard voiceId={id} />
        <SamplesListCard voiceId={id} />
      </div>
    </div>
  );
}
