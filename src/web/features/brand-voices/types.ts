import type { brandVoiceSchema } from '@shared/schemas/brand-voices';
import type { z } from '@shared/schemas/common';

/**
 * A brand voice as the JSON arrives (timestamps are ISO strings). The query
 * cache keeps answers in this form, because other features read the same
 * entries (['/api/brand-voices'], ['/api/brand-voice']) through the default loader.
 */
export type BrandVoiceJson = z.input<typeof brandVoiceSchema>;
export type BrandVoiceJsonResponse = { brandVoice: BrandVoiceJson };
