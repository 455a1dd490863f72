import { useQuery } from '@tanstack/react-query';
import type { currentBrandVoiceResponseSchema } from '@shared/schemas/brand-voices';
import type { z } from '@shared/schemas/common';

// The JSON as it arrives: timestamps are ISO strings (the schema's input side).
export type CurrentBrandVoiceResponse = z.input<typeof currentBrandVoiceResponseSchema>;

export const currentBrandVoiceQueryKey = ['/api/brand-voice'] as const;

/** GET /api/brand-voice: the default voice, or null when the user has none yet. */
export function useCurrentBrandVoice() {
  return useQuery<CurrentBrandVoiceResponse>({ queryKey: currentBrandVoiceQueryKey });
}
