import type { Post } from '@shared/schemas/posts';

export type PostGroup = { key: string; posts: Post[] };

/**
 * History shows versions of one idea together (issue #12): neighbouring posts
 * (newest first) of one run, or of runs on the same idea and platform (a
 * Regenerate), form one group, so the list is not a wall of near-duplicates.
 * The group's posts keep their order; version 1 is the newest.
 */
export function groupVersions(posts: readonly Post[]): PostGroup[] {
  const groups: PostGroup[] = [];
  for (const post of posts) {
    const last = groups.at(-1);
    const previous = last?.posts.at(-1);
    const sameRun = previous && post.generationId !== null && post.generationId === previous.generationId;
    const sameIdea = previous && post.originalIdea.trim() === previous.originalIdea.trim() && post.platform === previous.platform;
    if (last && (sameRun || sameIdea)) last.posts.push(post);
    else groups.push({ key: post.id, posts: [post] });
  }
  return groups;
}
