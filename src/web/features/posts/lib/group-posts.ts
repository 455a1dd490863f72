import type { Post } from '@shared/schemas/posts';
import { isRegenerationOf } from '@/lib/regenerations';

/** `runs`: how many generation runs the group holds (more than one: the idea was regenerated). */
export type PostGroup = { key: string; posts: Post[]; runs: number };

/**
 * History shows the versions of one run together (issue #12): neighbouring
 * posts (newest first) of one generation run form one group — one card with a
 * tab per version — so the list is not a wall of near-duplicates. A
 * Regenerate is a run of its own on the same idea: it joins the run it
 * follows (issue 26), one card per idea. The group's posts keep their order.
 */
export function groupVersions(posts: readonly Post[]): PostGroup[] {
  const groups: PostGroup[] = [];
  for (const post of posts) {
    const last = groups.at(-1);
    const previous = last?.posts.at(-1);
    const sameRun = previous && post.generationId !== null && post.generationId === previous.generationId;
    const regenerated = previous && isRegenerationOf(previous, post);
    if (last && (sameRun || regenerated)) {
      last.posts.push(post);
      if (regenerated) last.runs += 1;
    } else groups.push({ key: post.id, posts: [post], runs: 1 });
  }
  return groups;
}
