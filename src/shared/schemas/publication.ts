import { timestampSchema, z } from './common';

// A post's publication on LinkedIn (issue #23), as every card and the calendar show it.

export const PUBLICATION_STATUSES = ['scheduled', 'publishing', 'published', 'failed', 'check_linkedin'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The member's own profile as a target; company pages are organization URNs. */
export const MEMBER_TARGET = 'member';

/** LinkedIn's limit for a comment's text. */
export const FIRST_COMMENT_MAX = 1250;

export const publicationSchema = z.object({
  status: z.enum(PUBLICATION_STATUSES),
  scheduledAt: timestampSchema,
  publishedAt: timestampSchema.nullable(),
  target: z.string(),
  linkedinPostUrn: z.string().nullable(),
  /** Why it failed (or why LinkedIn must be checked); null otherwise. */
  error: z.string().nullable(),
  firstComment: z.string().nullable(),
  /** When the state last changed: "Failed 10:04", "Published 09:00". */
  updatedAt: timestampSchema,
});
export type Publication = z.infer<typeof publicationSchema>;
