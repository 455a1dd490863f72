import type { UseQueryResult } from '@tanstack/react-query';
import { GalleryHorizontalIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PostMediaList } from '@/data/get-post-media';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCarousel } from '../api/create-carousel';
import { CarouselEditor } from './carousel-editor';
import { FormProblem } from './form-problem';

/** The post's PDF carousel: made from the post in one click, then edited slide by slide. */
export function CarouselPanel({ postId, query }: { postId: string; query: UseQueryResult<PostMediaList> }) {
  const create = useCreateCarousel(postId);
  const carousel = query.data?.media.find((item) => item.kind === 'carousel');
  if (carousel) return <CarouselEditor key={carousel.id} carousel={carousel} postId={postId} />;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        A LinkedIn document post: 5 to 10 portrait pages in your brand kit, a cover from the hook, one slide per point
        and a closing slide with your name. You can edit and reorder the slides, then download the PDF. Free.
      </p>
      {create.isError ? (
        <FormProblem>{errorMessage(create.error, 'The carousel could not be made. Try again.')}</FormProblem>
      ) : null}
      <Button
        variant="brand"
        className="w-full sm:w-fit"
        disabled={create.isPending || query.isPending}
        onClick={() => create.mutate(undefined, { onSuccess: () => toast({ title: 'Carousel made' }) })}
      >
        {create.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <GalleryHorizontalIcon aria-hidden="true" />
        )}
        {create.isPending ? 'Making...' : 'Make a carousel'}
      </Button>
    </div>
  );
}
