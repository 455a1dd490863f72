import { RotateCwIcon } from 'lucide-react';
import { NativeSelect } from '@/components/native-select';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { BrandVoice } from '@shared/schemas/brand-voices';
import { useBrandVoices } from '@/data/get-brand-voices';
import { SwitchRow } from './switch-row';

/** Only what the voice picker reads. */
export type VoiceOption = Pick<BrandVoice, 'id' | 'name' | 'isDefault'>;

/** The user's default voice: the list comes default first, but do not rely on order alone. */
export function defaultVoiceOf(voices: readonly VoiceOption[]): VoiceOption | undefined {
  return voices.find((v) => v.isDefault) ?? voices[0];
}

/**
 * "Use brand voice", shown only when the user has a voice (customer-area §2);
 * with several voices, a picker with the default selected.
 */
export function BrandVoiceOption({
  used,
  onUsedChange,
  voiceId,
  onVoiceChange,
  disabled,
}: {
  used: boolean;
  onUsedChange: (used: boolean) => void;
  voiceId: string | undefined;
  onVoiceChange: (id: string) => void;
  disabled?: boolean;
}) {
  const query = useBrandVoices();
  if (query.isPending) {
    return (
      <div className="flex items-center justify-between gap-4 py-3" aria-hidden="true">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-5 w-9 rounded-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center justify-between gap-4 py-3 text-sm text-muted-foreground">
        <span>Your brand voices could not be loaded.</span>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  const voices = query.data.brandVoices;
  const fallback = defaultVoiceOf(voices);
  if (!fallback) return null;
  const selected = voices.find((v) => v.id === voiceId) ?? fallback;

  return (
    <SwitchRow
      id="generator-use-brand-voice"
      label="Use brand voice"
      description={
        voices.length === 1 ? `Write in your "${fallback.name}" voice.` : 'Write in one of your brand voices.'
      }
      checked={used}
      onCheckedChange={onUsedChange}
      disabled={disabled}
    >
      {voices.length > 1 ? (
        <div className="grid gap-2">
          <Label htmlFor="generator-brand-voice">Brand voice</Label>
          <NativeSelect
            id="generator-brand-voice"
            value={selected.id}
            onChange={(e) => onVoiceChange(e.target.value)}
            disabled={disabled}
          >
            {voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.isDefault ? `${voice.name} (default)` : voice.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </SwitchRow>
  );
}
