/**
 * The query keys of data that more than one feature reads or refreshes,
 * written once. A key is the API path (lib/query-client.ts GETs its first
 * element), so a key names the resource it caches: a feature that changes a
 * resource invalidates the key here instead of spelling the path again.
 */
export const queryKeys = {
  currentUser: ['/api/auth/me'],
  creditInfo: ['/api/credits/info'],
  stats: ['/api/stats'],
  writer: ['/api/writer'],
  /** The LinkedIn connection as the profile panel shows it (refreshed after connecting anywhere). */
  linkedinStatus: ['/api/linkedin/status'],
  /** The signed-in user's plan (pricing page, success pages, profile). */
  subscription: ['/api/billing/subscription'],
  brandVoices: ['/api/brand-voices'],
  currentBrandVoice: ['/api/brand-voice'],
  brandVoice: (id: string) => [`/api/brand-voices/${encodeURIComponent(id)}`] as const,
  /** Every list of posts is keyed under this prefix (the dashboard's recent posts among them). */
  posts: ['/api/posts'],
  /** The history pages, one entry per set of filters. */
  postSearch: ['/api/posts/search'],
  /** The public plans and packs (the pricing page; refreshed when an administrator changes prices). */
  pricing: ['/api/pricing'],
} as const;
