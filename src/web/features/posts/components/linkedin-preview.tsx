import { EarthIcon, MessageCircleIcon, RepeatIcon, SendIcon, ThumbsUpIcon } from 'lucide-react';
import { useState } from 'react';
import { LinkedInIcon } from '@/components/brand-icons';
import { UserAvatar } from '@/components/user-avatar';
import { seeMoreCut } from '../lib/see-more';
import { useCurrentUser } from '@/data/get-current-user';
import { PreviewMedia, usePreviewMedia } from './preview-media';

const FEED_ACTIONS = [
  { label: 'Like', icon: ThumbsUpIcon },
  { label: 'Comment', icon: MessageCircleIcon },
  { label: 'Repost', icon: RepeatIcon },
  { label: 'Send', icon: SendIcon },
];

/**
 * The post as LinkedIn's feed would show it (DESIGN.md): the author's card,
 * then the text folded where LinkedIn folds it, with "…see more" to expand.
 * It shows the user how much of the post works as the hook.
 */
export function LinkedInPreview({
  text,
  postId,
  page,
}: {
  text: string;
  postId?: string | undefined;
  /** The company page the post goes out as (decision 123); the user otherwise. */
  page?: { name: string } | undefined;
}) {
  const user = useCurrentUser().data;
  const { media } = usePreviewMedia(postId);
  const [isExpanded, setIsExpanded] = useState(false);
  const { visible, isTruncated } = seeMoreCut(text);
  const name = page?.name ?? (user?.fullName || user?.email || 'You');
  const title = page ? 'Company page' : user?.professionalTitle || 'Professional';

  return (
    <figure className="overflow-hidden rounded-lg border bg-background" aria-label="LinkedIn feed preview">
      <div className="grid gap-3 p-4">
        <div className="flex items-start gap-3">
          <UserAvatar
            user={
              page
                ? { fullName: page.name, email: '', profileImage: null }
                : (user ?? { fullName: '?', email: '', profileImage: null })
            }
            className="size-11"
          />
          <div className="min-w-0 flex-1 leading-tight">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{title}</p>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
              Now <span aria-hidden="true">·</span> <EarthIcon className="size-3" aria-hidden="true" />
              <span className="sr-only">Visible to anyone</span>
            </p>
          </div>
          <LinkedInIcon className="size-5 shrink-0 text-muted-foreground" />
        </div>
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="linkedin-preview-text">
          {isExpanded || !isTruncated ? text.trimEnd() : visible}
          {isTruncated && !isExpanded ? (
            <>
              {' '}
              <button
                type="button"
                onClick={() => setIsExpanded(true)}
                className="cursor-pointer rounded-sm font-medium text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                …see more
              </button>
            </>
          ) : null}
        </p>
      </div>
      {media ? <PreviewMedia media={media} network="linkedin" /> : null}
      <div className="grid grid-cols-4 border-t px-2 py-1" aria-hidden="true">
        {FEED_ACTIONS.map(({ label, icon: Icon }) => (
          <span
            key={label}
            className="flex items-center justify-center gap-1.5 py-2 text-xs font-medium text-muted-foreground"
          >
            <Icon className="size-4" />
            <span className="hidden sm:inline">{label}</span>
          </span>
        ))}
      </div>
      <figcaption className="border-t bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
        {isTruncated
          ? 'LinkedIn shows the first three lines (at most 210 characters) before “…see more”: make them count.'
          : 'The whole post shows in the feed without “…see more”.'}
      </figcaption>
    </figure>
  );
}
