import { isExtendedVoice } from './voice-form-values';
import type { BrandVoice } from '@shared/schemas/brand-voices';

/** Edit a voice in the wizard that made it: the extended one when any of its own answers is filled in. */
export function editPathFor(voice: BrandVoice): string {
  const id = encodeURIComponent(voice.id);
  return isExtendedVoice(voice) ? `/brand-voice/new?edit=${id}` : `/brand-voice?edit=${id}`;
}
