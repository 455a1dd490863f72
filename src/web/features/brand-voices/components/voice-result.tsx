import { CircleCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { StepCard } from './step-card';
import { VoiceProfileText } from './voice-profile-text';
import { WriterNote } from './writer-note';
import type { BrandVoice } from '@shared/schemas/brand-voices';

/** What both wizards end on: the saved voice's generated profile text and where to go next. */
export function VoiceResult({
  voice,
  isUpdate,
  actions,
}: {
  voice: BrandVoice;
  isUpdate: boolean;
  actions: ReactNode;
}) {
  return (
    <StepCard
      title={isUpdate ? 'Your brand voice is updated' : 'Your brand voice is ready'}
      description="This profile is what Postwright writes from whenever you generate a post with this voice."
      focusOnMount
      footer={<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CircleCheckIcon className="size-5 text-success" aria-hidden="true" />
        <span className="font-semibold">{voice.name}</span>
        <Badge variant="outline">{voice.category}</Badge>
        {voice.isDefault ? <Badge variant="brand">Default</Badge> : null}
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Generated profile</h3>
        <VoiceProfileText text={voice.generatedPrompt} />
        <WriterNote />
      </div>
    </StepCard>
  );
}
