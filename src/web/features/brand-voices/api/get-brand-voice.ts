import { useQuery } from '@tanstack/react-query';
import type { BrandVoiceJsonResponse } from '../types';
import { brandVoiceKey } from './brand-voice-keys';

/** GET /api/brand-voices/{id}, for the wizards' edit mode. */
export function useBrandVoice(id: string) {
  return useQuery<BrandVoiceJsonResponse>({ queryKey: brandVoiceKey(id) });
}
