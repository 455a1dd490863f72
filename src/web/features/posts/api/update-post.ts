import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePostResponseSchema, type Post } from '@shared/schemas/posts';
import { queryKeys } from '@/data/query-keys';
import { api } from '@/lib/api-client';
import type { PostSearchResult } from './search-posts';

/** PATCH /api/posts/{id}: the user's edit of a post's text (issue #12). Answers the saved post. */
export async function updatePost(postId: string, generatedContent: string): Promise<Post> {
  const body = await api.patch<unknown>(`/api/posts/${encodeURIComponent(postId)}`, { generatedContent });
  return updatePostResponseSchema.parse(body).post;
}

/** Saves an edit and puts the saved post into every cached list that shows it. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, generatedContent }: { postId: string; generatedContent: string }) =>
      updatePost(postId, generatedContent),
    onSuccess: (saved) => {
      queryClient.setQueriesData<PostSearchResult>({ queryKey: queryKeys.postSearch }, (old) =>
        old ? { ...old, posts: old.posts.map((post) => (post.id === saved.id ? saved : post)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
    },
  });
}
