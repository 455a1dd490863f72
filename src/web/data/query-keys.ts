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
  /** The Improve menu's tools with their cost (refreshed when an administrator changes prices). */
  improveMenu: ['/api/posts/improve-menu'],
  /** The posting schedule (profile, calendar, the schedule dialog's time zone). */
  scheduleSettings: ['/api/schedule/settings'],
  /** Every calendar range is keyed under this prefix. */
  schedule: ['/api/schedule'],
  /** The public plans and packs (the pricing page; refreshed when an administrator changes prices). */
  pricing: ['/api/pricing'],
  /** A post's pictures and carousels, newest first (the media dialog and the network previews). */
  postMedia: (postId: string) => [`/api/posts/${encodeURIComponent(postId)}/media`] as const,
  /** The colours, font and logo cards are drawn in (profile, the card designer). */
  brandKit: ['/api/brand-kit'],
  /** Auto top-up: settings and the last attempt's notice (pricing page, profile, dashboard). */
  autoTopUp: ['/api/billing/auto-top-up'],
  /** Purchases, plan payments and top-ups (profile). */
  billingHistory: ['/api/billing/history'],
} as const;
