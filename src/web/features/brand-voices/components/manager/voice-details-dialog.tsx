import { PencilIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { fullDateTime } from '@/lib/relative-time';
import { editPathFor } from '@/features/brand-voices/wizard/edit-path';
import { VoiceProfileText } from '../voice-profile-text';
import { VoiceSettingsSummary } from '../voice-settings-summary';
import { VoiceDialog, type VoiceDialogProps } from './voice-dialog';

/** The whole voice: description, generated prompt and settings. */
export function VoiceDetailsDialog({ voice: selected, onOpenChange }: VoiceDialogProps) {
  return (
    <VoiceDialog voice={selected} onOpenChange={onOpenChange} className="sm:max-w-2xl">
      {(voice) => (
        <>
          <DialogHeading
            title={voice.name}
            titleClassName="break-words"
            descriptionClassName="flex flex-wrap items-center gap-2"
          >
            <Badge variant="outline">{voice.category}</Badge>
            {voice.isDefault ? <Badge variant="brand">Default</Badge> : null}
            <span>Created {fullDateTime(voice.createdAt)}</span>
          </DialogHeading>
          <section className="grid gap-2">
            <h3 className="text-sm font-medium">Description</h3>
            <p
              className={
                voice.description ? 'whitespace-pre-wrap break-words text-sm' : 'text-sm italic text-muted-foreground'
              }
            >
              {voice.description || 'No description'}
            </p>
          </section>
          <section className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium">Generated prompt</h3>
              {voice.generatedPrompt ? (
                <CopyButton text={voice.generatedPrompt} label="Copy prompt" variant="ghost" />
              ) : null}
            </div>
            <VoiceProfileText text={voice.generatedPrompt} />
          </section>
          <section className="grid gap-3">
            <h3 className="text-sm font-medium">Settings</h3>
            <VoiceSettingsSummary voice={voice} />
          </section>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button asChild variant="outline">
              <Link to={`/brand-voices/${voice.id}/writing`}>Your posts and style</Link>
            </Button>
            <Button asChild>
              <Link to={editPathFor(voice)}>
                <PencilIcon aria-hidden="true" />
                Edit Voice
              </Link>
            </Button>
          </DialogFooter>
        </>
      )}
    </VoiceDialog>
  );
}
