import { z } from './common';

/**
 * GET /api/analytics/config: the analytics provider the page may load once the
 * visitor grants analytics consent, or null when none is configured.
 * Plausible is cookieless and never stores IP addresses.
 */
export const analyticsConfigSchema = z.object({
  plausible: z.object({ domain: z.string(), scriptUrl: z.string() }).nullable(),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;
