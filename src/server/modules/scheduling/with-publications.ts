import type { Post } from '@shared/schemas/posts';
import type { PostsService } from '../posts/posts.service';
import type { SchedulingService } from './scheduling.service';

/**
 * The posts service as the routes use it: every post it answers carries its
 * publication (issue #23), read for the whole page in one indexed query. The
 * posts module stays unaware of scheduling; other services get the plain one.
 */
export function withPublications(
  posts: PostsService,
  publicationsOf: SchedulingService['publicationsOf'],
): PostsService {
  const attach = async (list: Post[]): Promise<Post[]> => {
    const found = await publicationsOf(list.map((post) => post.id));
    return list.map((post) => ({ ...post, publication: found.get(post.id) ?? null }));
  };
  return {
    ...posts,
    recent: async (userId, limit) => attach(await posts.recent(userId, limit)),
    search: async (userId, query) => {
      const result = await posts.search(userId, query);
      return { ...result, posts: await attach(result.posts) };
    },
    updateContent: async (userId, id, input) => (await attach([await posts.updateContent(userId, id, input)]))[0]!,
  };
}
