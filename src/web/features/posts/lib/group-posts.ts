import type { Post } from '@shared/schemas/posts';

export type PostGroup = { key: string; posts: Post[] };

/**
 * History shows the versions of one run together (issue #12): neighbouring
 * posts (newest first) of one generation run form one group — one card with a
 * tab per version — so the list is not a wall of near-duplicates. A
 * Regenerate is a run of its own. The group's posts keep their order.
 */
export function groupVersions(posts: readonly Post[]): PostGroup[] {
  const groups: PostGroup[] = [];
  for (const post of posts) {
    const last = groups.at(-1);
    const previous = last?.posts.at(-1);
    const sameRun = previous && post.generationId !== null && post.generationId === previous.generationId;
    if (last && sameRun) last.posts.push(post);
    else groups.push({ key: post.id, posts: [post] });
  }
  return groups;
}
