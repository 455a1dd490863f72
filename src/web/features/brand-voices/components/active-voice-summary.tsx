import { CircleCheckIcon, PencilIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { VoiceProfileText } from './voice-profile-text';
import { VoiceSettingsSummary } from './voice-settings-summary';
import { WriterNote } from './writer-note';
import type { BrandVoice } from '@shared/schemas/brand-voices';
import { StartGeneratingLink } from './start-generating-link';

/** /brand-voice with a voice already saved: 'Your Brand Voice is Active!' (customer-area §2). */
export function ActiveVoiceSummary({ voice }: { voice: BrandVoice }) {
  const switchId = useId();
  return (
    <section aria-labelledby={`${switchId}-title`} className="grid gap-6 rounded-xl border bg-card py-6 sm:py-8">
      <div className="flex flex-col gap-4 px-5 sm:flex-row sm:items-start sm:justify-between sm:px-8">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
            <CircleCheckIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <h2 id={`${switchId}-title`} className="text-xl font-semibold">
              Your Brand Voice is Active!
            </h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{voice.name}</span>
              <Badge variant="outline">{voice.category}</Badge>
              {voice.isDefault ? <Badge variant="brand">Default</Badge> : null}
            </p>
          </div>
        </div>
        {/* Shown, not changeable: a saved voice is always available to the generator. */}
        <div className="flex items-center gap-3 sm:pt-2">
          <Switch id={switchId} checked disabled aria-describedby={`${switchId}-note`} />
          <Label htmlFor={switchId}>Active</Label>
          <span id={`${switchId}-note`} className="sr-only">
            Your default voice is always active.
          </span>
        </div>
      </div>
      <div className="grid gap-2 px-5 sm:px-8">
        <h3 className="text-sm font-medium">Your brand voice profile</h3>
        <VoiceProfileText text={voice.generatedPrompt} />
        <WriterNote />
      </div>
      <div className="px-5 sm:px-8">
        <VoiceSettingsSummary voice={voice} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t px-5 pt-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <Link
          to="/brand-voices"
          className="inline-flex min-h-11 items-center justify-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground sm:min-h-0"
        >
          Manage all your voices
        </Link>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={`/brand-voice?edit=${encodeURIComponent(voice.id)}`}>
              <PencilIcon aria-hidden="true" />
              Update Brand Voice
            </Link>
          </Button>
          <StartGeneratingLink />
        </div>
      </div>
    </section>
  );
}
