import { FileTextIcon } from 'lucide-react';
import type { Media } from '@shared/schemas/media';
import { CarouselSlides } from '@/components/carousel-slides';
import { attachedMedia, usePostMedia } from '@/data/get-post-media';

/**
 * The picture or carousel a post publishes with (its newest media), as a network shows it. Asked for only when
 * a preview is on screen; a post not saved yet (still streaming) has none.
 */
export function usePreviewMedia(postId: string | undefined): { media: Media | undefined; isLoading: boolean } {
  const query = usePostMedia(postId);
  return { media: attachedMedia(query.data), isLoading: query.isLoading };
}

/** A picture across the card's width, or a document post: its title, then its pages swiped one by one. */
export function PreviewMedia({ media, network }: { media: Media; network: string }) {
  if (media.kind === 'carousel')
    return (
      <div className="grid gap-2 border-y bg-muted/40 px-3 py-3" data-testid={`${network}-preview-carousel`}>
        <p className="flex min-w-0 items-center gap-2 text-xs font-medium">
          <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{media.title ?? 'Document'}</span>
          <span className="shrink-0 text-muted-foreground">· {media.slides?.length ?? 0} pages</span>
        </p>
        <CarouselSlides slides={media.slides ?? []} label="Document pages" />
      </div>
    );
  return (
    <img
      src={media.url}
      alt="The post’s picture"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      className="block h-auto w-full border-y bg-muted"
      data-testid={`${network}-preview-picture`}
    />
  );
}
