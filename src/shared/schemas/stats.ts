import { z } from './common';

export const statsSchema = z.object({
  totalPosts: z.number().int(),
  totalImages: z.number().int(),
  postsThisWeek: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
