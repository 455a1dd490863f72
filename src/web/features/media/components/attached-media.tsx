import type { UseQueryResult } from '@tanstack/react-query';
import { FileTextIcon, ImageIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import type { Media } from '@shared/schemas/media';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { PostMediaList } from '@/data/get-post-media';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteMedia } from '../api/delete-media';
import { mediaLabel } from '../lib/labels';

/** The post's pictures and carousels, newest first, each removable. */
export function AttachedMedia({ query, postId }: { query: UseQueryResult<PostMediaList>; postId: string }) {
  const remove = useDeleteMedia(postId);
  if (query.isPending)
    return (
      <div role="status">
        <Skeleton className="h-[4.5rem] w-full" />
        <span className="sr-only">Loading the post’s pictures</span>
      </div>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-3 text-sm"
      >
        <span className="flex-1">{errorMessage(query.error, 'The post’s pictures could not be loaded.')}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { media } = query.data;
  if (media.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <ImageIcon className="size-4 shrink-0" aria-hidden="true" />
        No picture yet: design a card, generate one, upload your own or make a carousel.
      </p>
    );

  const onRemove = (item: Media) =>
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: `${mediaLabel(item).split(' · ')[0]} removed` }),
      onError: (error) =>
        toast({ title: 'Not removed', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
    });

  return (
    <ul aria-label="Pictures of this post" className="grid gap-2" data-testid="post-media-list">
      {media.map((item, index) => {
        const label = mediaLabel(item);
        const isRemoving = remove.isPending && remove.variables === item.id;
        return (
          <li key={item.id} className="flex min-w-0 items-center gap-3 rounded-lg border p-2">
            {item.kind === 'carousel' ? (
              <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                <FileTextIcon className="size-6" aria-hidden="true" />
              </span>
            ) : (
              <img
                src={item.url}
                alt={label}
                className="size-14 shrink-0 rounded-md border bg-muted object-cover"
                loading="lazy"
              />
            )}
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="truncate text-sm font-medium">{label}</p>
              {index === 0 ? (
                <Badge variant="secondary" className="w-fit">
                  Publishes with the post
                </Badge>
              ) : (
                <span className="text-xs text-muted-foreground">Older: not published</span>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onRemove(item)}
              disabled={isRemoving}
              aria-label={`Remove ${label}`}
            >
              {isRemoving ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2Icon aria-hidden="true" />
              )}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
