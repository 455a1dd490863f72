import { isExtendedVoice } from './voice-form-values';
import type { BrandVoiceJson } from '../types';

/** Edit a voice in the wizard that made it: the extended one when any of its own answers is filled in. */
export function editPathFor(voice: BrandVoiceJson): string {
  const id = encodeURIComponent(voice.id);
  return isExtendedVoice(voice) ? `/brand-voice/new?edit=${id}` : `/brand-voice?edit=${id}`;
}
