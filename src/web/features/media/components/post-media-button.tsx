import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import type { PostMediaTarget } from '@/components/post-media-slot';
import { Button } from '@/components/ui/button';
import { attachedMedia, usePostMedia } from '@/data/get-post-media';
import { PostMediaDialog } from './post-media-dialog';

/**
 * "Add a picture" on a saved post (generator results, history card). The post's media are asked for only once
 * the dialog opens (or a preview shows them); until then the button does not know whether there is one.
 */
export function PostMediaButton({ post }: { post: PostMediaTarget }) {
  const [isOpen, setIsOpen] = useState(false);
  const known = attachedMedia(usePostMedia(post.id, { enabled: false }).data);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        <ImageIcon aria-hidden="true" />
        {known ? 'Picture' : 'Add a picture'}
      </Button>
      {isOpen ? <PostMediaDialog post={post} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

// The signed-in area loads this file lazily into the posts cards' slot (components/post-media-slot.tsx).
export default PostMediaButton;
