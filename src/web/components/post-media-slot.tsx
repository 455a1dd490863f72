import { ImageIcon } from 'lucide-react';
import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { Platform } from '@shared/constants';
import { Button } from '@/components/ui/button';

/** What the media feature needs to know about a post to make it a picture or a carousel. */
export type PostMediaTarget = { id: string; platform: Platform };
export type PostMediaSlots = { PostMediaButton: ComponentType<{ post: PostMediaTarget }> };

// Features never import each other: the posts cards render this slot, and the signed-in area fills it with the
// media feature, loaded on first use (decision 102). Without a provider (a screen rendered on its own) it is empty.
const PostMediaContext = createContext<PostMediaSlots | null>(null);
export const PostMediaProvider = PostMediaContext.Provider;

/** Looks like the real button while the media code loads, so the card's footer does not move. */
function PostMediaButtonFallback() {
  return (
    <Button variant="outline" size="sm" disabled>
      <ImageIcon aria-hidden="true" />
      Add a picture
    </Button>
  );
}

/** "Add a picture": opens the media dialog of one saved post (pictures, cards, uploads, carousels). */
export function PostMediaButton({ post }: { post: PostMediaTarget }) {
  const slots = useContext(PostMediaContext);
  if (!slots) return null;
  return (
    <Suspense fallback={<PostMediaButtonFallback />}>
      <slots.PostMediaButton post={post} />
    </Suspense>
  );
}
