import { useQuery } from '@tanstack/react-query';
import type { BrandVoiceJson } from '../types';
import { currentBrandVoiceKey } from './brand-voice-keys';

/** GET /api/brand-voice: the default voice, or null when the user has none. */
export function useCurrentBrandVoice({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<{ brandVoice: BrandVoiceJson | null }>({ queryKey: currentBrandVoiceKey, enabled });
}
