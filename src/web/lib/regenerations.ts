import type { Post } from '@shared/schemas/posts';

// A Regenerate is a run of its own (its own generationId) on the same idea and platform (issue 26): the
// history shows it with the run it replaced, and the dashboard shows the idea once.

/** Whether two posts are versions of one idea from different runs (one regenerated the other). */
export function isRegenerationOf(a: Post, b: Post): boolean {
  return (
    a.generationId !== null &&
    b.generationId !== null &&
    a.generationId !== b.generationId &&
    a.platform === b.platform &&
    a.originalIdea.trim() === b.originalIdea.trim()
  );
}

/**
 * The newest run of each idea, newest first: posts of an older run whose idea a newer run in the list
 * regenerated are left out, and the ids of the runs that regenerated one are returned with them.
 */
export function latestRuns(posts: readonly Post[]): { posts: Post[]; regenerated: Set<string> } {
  const kept: Post[] = [];
  const regenerated = new Set<string>();
  for (const post of posts) {
    const newer = kept.find((k) => isRegenerationOf(k, post));
    if (newer) regenerated.add(newer.generationId!);
    else kept.push(post);
  }
  return { posts: kept, regenerated };
}
