import { useQuery } from '@tanstack/react-query';
import type { BrandVoiceJson } from '../types';
import { brandVoicesListKey } from './brand-voice-keys';

/** GET /api/brand-voices through the default loader: default first, then newest. */
export function useBrandVoices() {
  return useQuery<{ brandVoices: BrandVoiceJson[] }>({ queryKey: brandVoicesListKey });
}
